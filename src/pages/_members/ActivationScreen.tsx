import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import { ACCOUNT_COPY } from '../../config/copy-account';
import { paths } from '../../config/paths';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectMembers, membersActions } from '../../data/members';
import { MEMBER_BENEFITS } from '../../data/members/benefits';
import type { MemberBenefit } from '../../data/members/types';
import { selectSignedIn } from '../../data/login/selectors';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import { returnWithAction, usePendingAction } from '../_shared/after-sign-in';
import { inWechat } from '../_shared/in-wechat';
import { openedFrom } from '../_shared/ReturnLink';
import { membershipAgreedAt } from '../../data/members/consent';
import { useMembershipConsent } from './MembershipConsent';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Members.module.css';

/** Screen strings of /Members, /Members/register and the shared benefit list (not in copy.md). */
export const TEXT = ACCOUNT_COPY.members;

/** The benefit list, shared with the member centre. */
export function BenefitList({ benefits }: { benefits: readonly MemberBenefit[] }) {
  return (
    <ol className={styles.benefits}>
      {benefits.map((benefit, index) => (
        <li key={benefit.title} className={styles.benefit}>
          <span className={styles.benefitIcon} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.benefitTitle}>{benefit.title}</h3>
            <p className={styles.benefitText}>{benefit.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export default function Members() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { profile, profileStatus, activateStatus } = useAppSelector(selectMembers);
  const loggedIn = useAppSelector(selectSignedIn);
  // 开通成功 only for an activation asked for on this visit; a member who comes back is told so
  // plainly.
  const [statusOnArrival] = useState(activateStatus);
  const asked = activateStatus !== statusOnArrival;

  useEffect(() => {
    if (loggedIn) dispatch(membersActions.profileRequested());
  }, [loggedIn, dispatch]);

  // Back from signing in for 立即免费开通: the activation goes on by itself, once the profile says
  // the visitor is not a member yet, with the consent given before signing in.
  const [activationPending, activationDone] = usePendingAction('activate');
  const profileKnown = profileStatus === 'succeeded' || profileStatus === 'failed';
  const notMember = profile !== null && !profile.active;
  useEffect(() => {
    if (!activationPending || !loggedIn || !profileKnown) return;
    activationDone();
    const agreedAt = membershipAgreedAt();
    if (notMember && agreedAt) dispatch(membersActions.activateRequested({ agreedAt }));
  }, [activationPending, activationDone, loggedIn, profileKnown, notMember, dispatch]);
  const member = loggedIn && !!profile?.active;
  const consent = useMembershipConsent(!member);

  const activating = activateStatus === 'loading';
  // Until the profile says otherwise, a signed-in visitor might already be a member.
  const checking = loggedIn && profileStatus === 'loading' && !profile;

  const activate = () => {
    // The agreement opened and agreed to first, signed in or not.
    const agreedAt = consent.consentFor();
    if (!agreedAt) return;
    if (!loggedIn) {
      // Sign-in takes this screen's entry and gives it back with the activation done: Back after
      // 开通成功 is the screen before, never a second activation screen (issue 23).
      navigate(paths.signIn(returnWithAction(location, 'activate'), inWechat()), { replace: true });
      return;
    }
    dispatch(membersActions.activateRequested({ agreedAt }));
  };

  if (member && profile) {
    return (
      <main className={styles.page}>
        <HomeLink />
        {/* The card below the room the HomeLink makes (ui/HomeLink), not under the pill. */}
        <div className={styles.successSlot}>
          <MemberAlready
            title={asked ? TEXT.activated : TEXT.alreadyMember}
            memberNo={profile.memberNo}
          />
        </div>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{TEXT.benefitsTitle}</h2>
          <BenefitList benefits={profile.benefits.length ? profile.benefits : MEMBER_BENEFITS} />
        </section>
      </main>
    );
  }

  const benefits = profile?.benefits.length ? profile.benefits : MEMBER_BENEFITS;

  return (
    <main className={styles.page}>
      <HomeLink />
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{TEXT.heroTitle}</h1>
        <p className={styles.heroLead}>{TEXT.heroLead}</p>
      </header>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{TEXT.benefitsTitle}</h2>
        <BenefitList benefits={benefits} />
      </section>

      <div className={styles.consentSlot}>{consent.block}</div>
      <footer className={styles.actions}>
        <Button block loading={activating || checking} onClick={activate}>
          {TEXT.activate}
        </Button>
        {loggedIn ? null : (
          <p className={styles.alt}>
            {TEXT.registerLead}
            <Link to={paths.members.register()} state={openedFrom(location)}>
              {TEXT.register}
            </Link>
          </p>
        )}
      </footer>
    </main>
  );
}

/** A member's state: 开通成功 or 您已是会员, the member number, and the way to the member centre. */
export function MemberAlready({ title, memberNo }: { title: string; memberNo: string | null }) {
  return (
    <section className={styles.success} aria-live="polite">
      <div className={styles.successIcon} aria-hidden="true">
        <CheckOutline />
      </div>
      <h1 className={screenStyles.pageTitle}>{title}</h1>
      {memberNo ? (
        <p className={styles.memberNo}>
          {TEXT.memberNo}
          <strong>{memberNo}</strong>
        </p>
      ) : null}
      <Link className={screenStyles.link} to={paths.members.centre()}>
        {TEXT.toCentre}
      </Link>
    </section>
  );
}
