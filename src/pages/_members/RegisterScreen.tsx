import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectSignedIn } from '../../data/login/selectors';
import { selectMembers, membersActions } from '../../data/members';
import { membershipAgreedAt } from '../../data/members/consent';
import { HomeLink } from '../../ui/HomeLink';
import { returnWithAction, usePendingAction } from '../_shared/after-sign-in';
import { inWechat } from '../_shared/in-wechat';
import { PhoneCodeForm } from '../_shared/PhoneCodeForm';
import { ReturnLink } from '../_shared/ReturnLink';
import { MemberAlready, TEXT } from './ActivationScreen';
import { useMembershipConsent } from './MembershipConsent';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Members.module.css';

/**
 * /Members/register: the membership's agreement read and agreed to, then phone and SMS code:
 * signs in, activates the free membership, then opens the member centre in the form's entry.
 * 登录后开通 (a visitor with an account) is the same activation through the sign-in: the sign-in
 * takes this entry and comes back to it with the activation to do, which then opens the member
 * centre in this entry too. A signed-in visitor (Back after signing in elsewhere, a link) is never
 * offered registration: a spent form would register nobody (issue 23).
 */
export default function MembersRegister() {
  const loggedIn = useAppSelector(selectSignedIn);
  const { activateStatus } = useAppSelector(selectMembers);
  // Registering signs in before it activates: the form stays until the member centre replaces it,
  // or until the activation failed (signed in by then, so not offered the form again).
  const [registering, setRegistering] = useState(false);
  const showForm = !loggedIn || (registering && activateStatus !== 'failed');

  return (
    <main className={styles.register}>
      <HomeLink />
      {showForm ? (
        <RegisterForm onRegister={() => setRegistering(true)} />
      ) : (
        // The card below the room the HomeLink makes (ui/HomeLink), not under the pill.
        <div>
          <SignedIn />
        </div>
      )}
    </main>
  );
}

function RegisterForm({ onRegister }: { onRegister: () => void }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { activateStatus } = useAppSelector(selectMembers);
  const consent = useMembershipConsent(true, { withPrivacy: true });

  // 登录后开通: an activation asked for, so its agreement is agreed to first, as 立即免费开通 asks;
  // the sign-in then takes this screen's entry (no spent form left behind it).
  const signIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!consent.consentFor()) event.preventDefault();
  };

  return (
    <div>
      <h1 className={screenStyles.formTitle}>{TEXT.registerTitle}</h1>
      <p className={screenStyles.formLead}>{TEXT.registerIntro}</p>
      {consent.block}
      <PhoneCodeForm
        submitText={TEXT.registerSubmit}
        agreement={false}
        submitting={activateStatus === 'loading'}
        onSubmit={(phone, code) => {
          // Registering activates the membership: its agreement opened and agreed to first.
          const agreedAt = consent.consentFor();
          if (!agreedAt) return;
          onRegister();
          dispatch(membersActions.registerRequested({ phone, code, agreedAt }));
        }}
      />
      <p className={styles.alt}>
        {TEXT.haveAccount}
        <Link
          to={paths.signIn(returnWithAction(location, 'activate'), inWechat())}
          replace
          onClick={signIn}
        >
          {TEXT.loginToActivate}
        </Link>
      </p>
    </div>
  );
}

/**
 * Signed in on the register screen. Back from signing in for 登录后开通: the activation goes on
 * by itself with the consent given on the form, and the member centre takes this entry. Reached
 * any other way: no registration, but where the visitor stands (a member, or the way to 开通).
 */
function SignedIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { profile, profileStatus, activateStatus } = useAppSelector(selectMembers);
  const [pending, pendingDone] = usePendingAction('activate');
  // This screen asked for the activation (not one from before it).
  const asked = useRef(false);
  const profileKnown = profileStatus === 'succeeded' || profileStatus === 'failed';
  const member = !!profile?.active;

  useEffect(() => {
    dispatch(membersActions.profileRequested());
  }, [dispatch]);

  // Activated: the member centre in this entry, as after registering. (Before the effect that
  // asks, so an earlier activation's status is never taken for this one's.)
  useEffect(() => {
    if (asked.current && activateStatus === 'succeeded') {
      navigate(paths.members.centre(), { replace: true });
    }
  }, [activateStatus, navigate]);

  useEffect(() => {
    if (!pending || !profileKnown) return;
    if (member) {
      navigate(paths.members.centre(), { replace: true });
      return;
    }
    pendingDone();
    const agreedAt = membershipAgreedAt();
    if (profile && agreedAt) {
      asked.current = true;
      dispatch(membersActions.activateRequested({ agreedAt }));
    }
  }, [pending, profileKnown, member, profile, pendingDone, navigate, dispatch]);

  const activating = activateStatus === 'loading';
  if (pending || activating || (!profileKnown && profile === null)) {
    return (
      <section className={styles.success} aria-live="polite" aria-busy="true">
        <div className={styles.spinner} aria-hidden="true" />
        <h1 className={screenStyles.pageTitle}>{activating ? TEXT.activating : TEXT.checking}</h1>
      </section>
    );
  }

  if (member && profile) {
    return <MemberAlready title={TEXT.alreadyMember} memberNo={profile.memberNo} />;
  }

  return (
    <section className={styles.success} aria-live="polite">
      <h1 className={screenStyles.pageTitle}>{TEXT.signedInTitle}</h1>
      <p className={styles.signedInLead}>{TEXT.signedInLead}</p>
      <ReturnLink className={screenStyles.link} to={paths.members.activation()}>
        {TEXT.toActivate}
      </ReturnLink>
    </section>
  );
}
