import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { signInActions } from '../../data/login/sign-in';
import { userToken } from '../../api/token';
import { detectDevice } from '../../lib/user-agent';
import { HomeLink } from '../../ui/HomeLink';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Account.module.css';
import { PhoneCodeForm, useSignInAgreement } from '../_shared/PhoneCodeForm';

/** /Login: phone number and SMS code (and an image captcha when the server asks for one). */
export default function Login() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => state.login.submitStatus === 'loading');
  const redirect = paths.returnTo(params.get('redirect'));
  const wechat = detectDevice(navigator.userAgent, navigator.maxTouchPoints).wechat;

  // Signed in here: the sign-in flow goes on to `redirect` itself once the visitor is loaded.
  // Going on here as well would replace, a moment later, whatever that screen did by then.
  const [sent, setSent] = useState(false);
  // One agreement for both ways in: the form's box is ticked before 微信授权登录 too.
  const agreement = useSignInAgreement();

  // Already signed in (a second tab, or back into the login screen): carry on.
  if (userToken() && !submitting && !sent) return <Navigate replace to={redirect} />;

  return (
    <main className={styles.page}>
      <HomeLink />
      <h1 className={screenStyles.formTitle}>{COPY.login.title}</h1>
      <p className={screenStyles.formLead}>{COPY.login.lead}</p>
      <PhoneCodeForm
        submitText={COPY.login.submit}
        submitting={submitting}
        agreement={agreement}
        onSubmit={(phone, code) => {
          setSent(true);
          dispatch(signInActions.loginRequested({ phone, code, redirect }));
        }}
      />
      {wechat ? (
        <p className={styles.alt}>
          <Link
            to={paths.authorize(redirect)}
            replace
            onClick={(event) => {
              if (!agreement.require()) event.preventDefault();
            }}
          >
            {COPY.login.wechatLogin}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
