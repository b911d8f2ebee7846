import { ACCOUNT_COPY } from '../../config/copy-account';
import { paths } from '../../config/paths';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { selectUserInfo } from '../../data/common/selectors';
import { commonActions } from '../../data/common/slice';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { loginActions } from '../../data/login/slice';
import { selectMembers, membersActions } from '../../data/members';
import { compressImage } from '../../lib/image';
import { maskPhone } from '../../lib/mask';
import { STORAGE_KEYS, readLocal } from '../../lib/storage';
import { BottomNav } from '../_shared/BottomNav';
import { Button } from '../../ui/Button';
import { showDialog, toast } from '../../ui/feedback';
import { ElderSwitch } from '../../ui/ElderSwitch';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import { MEMBER_BENEFITS } from '../../data/members/benefits';
import { BenefitList } from './ActivationScreen';
import screenStyles from '../_shared/Screen.module.css';
import styles from './MemberCentre.module.css';

export const TEXT = ACCOUNT_COPY.memberCentre;

/** Longer side of an uploaded avatar, in px: plenty for a 1.2rem circle on any phone. */
const AVATAR_SIDE = 400;

export default function MembersLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userInfo = useAppSelector(selectUserInfo);
  const { profile, profileStatus, avatarStatus } = useAppSelector(selectMembers);
  const input = useRef<HTMLInputElement>(null);
  // The last compressed picture: shown at once after choosing, and after a reload until the
  // profile says what the server holds.
  const [preview, setPreview] = useState<string | null>(() =>
    readLocal(STORAGE_KEYS.compressedImage),
  );
  const [compressing, setCompressing] = useState(false);

  useEffect(() => {
    dispatch(membersActions.profileRequested());
  }, [dispatch]);

  // Start-up asks who the token belongs to; ask once more only if that is still unknown here, and
  // never again after a failed lookup.
  const askedUser = useRef(false);
  useEffect(() => {
    if (userInfo || askedUser.current) return;
    askedUser.current = true;
    dispatch(commonActions.currentUserRequested());
  }, [userInfo, dispatch]);

  const uploading = compressing || avatarStatus === 'loading';
  const serverAvatar = profile?.avatar ?? userInfo?.avatar ?? null;
  const avatar =
    uploading || profileStatus !== 'succeeded' ? (preview ?? serverAvatar) : serverAvatar;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same picture may be chosen again after a failed upload.
    event.target.value = '';
    if (!file) return;
    setCompressing(true);
    try {
      const result = await compressImage(file, AVATAR_SIDE, {
        storageKey: STORAGE_KEYS.compressedImage,
      });
      setPreview(result.dataUrl);
      dispatch(membersActions.avatarRequested({ file: result.blob }));
    } catch {
      toast.fail(TEXT.avatarFailed);
    } finally {
      setCompressing(false);
    }
  };

  // The confirmation is a history entry of its own (Back closes it); 确定 pops it first, so home
  // takes the member centre's entry. An earlier member centre reached by Back shows the guard's
  // signed-out screen, never a sign-in (app/Guard.tsx).
  const logout = () =>
    void showDialog({
      content: TEXT.logoutConfirm,
      layer: 'logout',
      onOk: () => {
        dispatch(loginActions.loggedOut());
        navigate(paths.home(), { replace: true });
      },
    });

  const phone = userInfo?.phone ? maskPhone(userInfo.phone) : userInfo ? TEXT.noPhone : '';

  return (
    <main className={styles.page}>
      <h1 className="visually-hidden">{TEXT.title}</h1>
      <section className={styles.card} aria-label="会员卡">
        <div className={styles.identity}>
          <button
            type="button"
            className={styles.avatar}
            onClick={() => input.current?.click()}
            disabled={uploading}
            aria-busy={uploading || undefined}
            aria-label={TEXT.changeAvatar}
          >
            {avatar ? (
              <img src={avatar} alt="" width={120} height={120} />
            ) : (
              <span className={styles.avatarEmpty} aria-hidden="true">
                {userInfo?.nickname.slice(0, 1) ?? ''}
              </span>
            )}
            <span className={styles.avatarBadge} aria-hidden="true">
              {TEXT.changeAvatar}
            </span>
          </button>
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/*"
            aria-label={TEXT.chooseAvatar}
            tabIndex={-1}
            onChange={(event) => void choose(event)}
          />
          <div className={styles.who}>
            <p className={styles.nickname}>{userInfo?.nickname ?? ''}</p>
            <p className={styles.phone}>{phone}</p>
          </div>
          {profile ? (
            <span className={styles.level} title={TEXT.level}>
              {profile.level}
            </span>
          ) : null}
        </div>

        {profileStatus === 'failed' && !profile ? null : !profile ? (
          <div className={styles.cardSkeleton} aria-busy="true" aria-label="加载中" />
        ) : profile.active ? (
          <dl className={styles.facts}>
            <div>
              <dt>{TEXT.memberNo}</dt>
              <dd>{profile.memberNo}</dd>
            </div>
            <div>
              <dt>{TEXT.since}</dt>
              <dd>{profile.since}</dd>
            </div>
          </dl>
        ) : (
          <div className={styles.inactive}>
            <p>{TEXT.notMember}</p>
            {/* The activation screen, where the agreement is read and agreed to first. */}
            <Link className={screenStyles.ghostLink} to={paths.members.activation()}>
              {TEXT.activate}
            </Link>
          </div>
        )}
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{TEXT.benefitsTitle}</h2>
        {profileStatus === 'failed' && !profile ? (
          <StateBlock
            kind="error"
            title={TEXT.profileFailed}
            action={
              <Button onClick={() => dispatch(membersActions.profileRequested())}>
                {TEXT.retry}
              </Button>
            }
          />
        ) : !profile ? (
          <CardSkeletons count={2} />
        ) : (
          <BenefitList benefits={profile.benefits.length ? profile.benefits : MEMBER_BENEFITS} />
        )}
      </section>

      <div className={styles.elder}>
        <ElderSwitch />
      </div>

      <nav className={styles.links} aria-label="会员服务">
        <Link to={paths.members.orders()}>{TEXT.orders}</Link>
        <Link to={paths.policy.list()}>{TEXT.policies}</Link>
        <Link to={paths.members.agreement()}>{TEXT.agreement}</Link>
      </nav>

      <div className={styles.logout}>
        <Button variant="ghost" block onClick={logout}>
          {TEXT.logout}
        </Button>
      </div>
      <BottomNav />
    </main>
  );
}
