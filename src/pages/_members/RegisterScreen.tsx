import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectMembers, membersActions } from '../../data/members';
import { PhoneCodeForm } from '../_shared/PhoneCodeForm';
import { TEXT } from './ActivationScreen';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Members.module.css';

/** Phone and SMS code: signs in, activates the free membership, then opens the member centre. */
export default function MembersRegister() {
  const dispatch = useAppDispatch();
  const { activateStatus } = useAppSelector(selectMembers);

  return (
    <main className={styles.register}>
      <h1 className={screenStyles.formTitle}>{TEXT.registerTitle}</h1>
      <p className={screenStyles.formLead}>{TEXT.registerIntro}</p>
      <PhoneCodeForm
        submitText={TEXT.registerSubmit}
        submitting={activateStatus === 'loading'}
        onSubmit={(phone, code) => dispatch(membersActions.registerRequested({ phone, code }))}
      />
      <p className={styles.alt}>
        {TEXT.haveAccount}
        <Link to={paths.login(paths.members.activation())}>{TEXT.loginToActivate}</Link>
      </p>
    </main>
  );
}
