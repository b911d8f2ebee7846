import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectMembers, membersActions } from '../../data/members';
import { PhoneCodeForm } from '../_shared/PhoneCodeForm';
import { TEXT } from './ActivationScreen';
import { useMembershipConsent } from './MembershipConsent';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Members.module.css';

/**
 * The membership's agreement read and agreed to, then phone and SMS code: signs in, activates the
 * free membership, then opens the member centre.
 */
export default function MembersRegister() {
  const dispatch = useAppDispatch();
  const { activateStatus } = useAppSelector(selectMembers);
  const consent = useMembershipConsent(true, { withPrivacy: true });

  return (
    <main className={styles.register}>
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
          if (agreedAt) dispatch(membersActions.registerRequested({ phone, code, agreedAt }));
        }}
      />
      <p className={styles.alt}>
        {TEXT.haveAccount}
        <Link to={paths.login(paths.members.activation())}>{TEXT.loginToActivate}</Link>
      </p>
    </main>
  );
}
