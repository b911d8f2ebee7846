import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { POLICY_COPY } from '../../config/copy-policy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { loginActions } from '../../data/login/slice';
import { signInActions } from '../../data/login/sign-in';
import { wechatToken } from '../../api/token';
import { Button } from '../../ui/Button';
import { inWechat } from '../_shared/in-wechat';
import { PhoneCodeForm } from '../_shared/PhoneCodeForm';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Bind.module.css';

/**
 * /Policy/wechat/bind: binds a phone number to the messaging-app account (SMS flow as on /Login),
 * then back to where the visitor was going (the policy list finds the phone's policies, or says
 * 暂无保单). A phone or account already bound elsewhere: the server's message, and the way to try
 * another number or to sign in with another account.
 */
export default function BindScreen() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const submitting = useAppSelector((state) => state.login.submitStatus === 'loading');
  const refusal = useAppSelector((state) => state.login.bindRefusal);
  // A new form (empty number) for another try.
  const [attempt, setAttempt] = useState(0);
  const redirect = paths.returnTo(params.get('redirect'));

  if (!wechatToken()) {
    return (
      <main className={styles.centered}>
        <p role="alert">{COPY.wechat.badState}</p>
        <Link to={paths.authorize(paths.bind(redirect))} replace>
          {COPY.wechat.retry}
        </Link>
      </main>
    );
  }

  const otherPhone = () => {
    dispatch(loginActions.bindRefusalCleared());
    setAttempt((n) => n + 1);
  };
  // Signing out of this account, then in again: the authorisation (inside the messaging app)
  // lets the visitor choose the account the phone belongs to; elsewhere the phone login.
  const switchAccount = () => {
    dispatch(loginActions.loggedOut());
    navigate(paths.signIn(redirect, inWechat()), { replace: true });
  };

  return (
    <main className={styles.page}>
      <h1 className={screenStyles.formTitle}>{COPY.wechat.bindTitle}</h1>
      <p className={screenStyles.formLead}>{COPY.wechat.bindLead}</p>
      {refusal ? (
        <div className={styles.conflict} role="alert">
          <p className={styles.conflictTitle}>{POLICY_COPY.bind.conflictTitle}</p>
          <p>{refusal}</p>
          <div className={styles.conflictActions}>
            <Button variant="ghost" onClick={otherPhone}>
              {POLICY_COPY.bind.otherPhone}
            </Button>
            <Button onClick={switchAccount}>{POLICY_COPY.bind.switchAccount}</Button>
          </div>
        </div>
      ) : null}
      <PhoneCodeForm
        key={attempt}
        submitText={COPY.wechat.bindSubmit}
        submitting={submitting}
        onSubmit={(phone, code) => dispatch(signInActions.bindRequested({ phone, code, redirect }))}
      />
    </main>
  );
}
