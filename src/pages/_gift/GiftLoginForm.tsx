import { useLocation } from 'react-router-dom';
import { GIFT_COPY } from '../../config/copy-gift';
import { paths, pathOf } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { signInActions } from '../../data/login/sign-in';
import { Button } from '../../ui/Button';
import { inWechat } from '../_shared/in-wechat';
import { PhoneCodeForm, useSignInAgreement } from '../_shared/PhoneCodeForm';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Gift.module.css';

const TEXT = GIFT_COPY.login;

/**
 * Sign-in for the claim (the part `component/loginForm`): the account machinery's phone, SMS code
 * and image captcha; inside the messaging app its authorisation first, which comes back through
 * `authcb` to this same screen. Either way waits for the one agreement box under the form
 * (请先阅读并同意相关协议).
 */
export function GiftLoginForm() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const submitting = useAppSelector((state) => state.login.submitStatus === 'loading');
  const wechatError = useAppSelector((state) => state.login.wechatError);
  const here = pathOf(location);
  const agreement = useSignInAgreement();

  const authorize = () => {
    if (!agreement.require()) return;
    dispatch(
      signInActions.wechatAuthorizeRequested({
        returnPath: here,
        callbackUrl: new URL(paths.gift.authCallback(), window.location.origin).href,
      }),
    );
  };

  return (
    <section className={styles.step} aria-labelledby="gift-login-title">
      <h2 id="gift-login-title" className={screenStyles.formTitle}>
        {TEXT.title}
      </h2>
      <p className={screenStyles.formLead}>{TEXT.lead}</p>
      {inWechat() ? (
        <div className={styles.wechat}>
          <Button block onClick={authorize}>
            {TEXT.wechat}
          </Button>
          {wechatError ? <p role="alert">{wechatError}</p> : null}
          <p className={styles.or}>{TEXT.usePhone}</p>
        </div>
      ) : null}
      <PhoneCodeForm
        submitText={TEXT.submit}
        submitting={submitting}
        agreement={agreement}
        onSubmit={(phone, code) =>
          dispatch(signInActions.loginRequested({ phone, code, redirect: here }))
        }
      />
    </section>
  );
}
