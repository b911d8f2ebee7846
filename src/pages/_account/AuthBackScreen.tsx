import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { peekStatePath } from '../../data/login/oauth-state';
import { selectSignedIn } from '../../data/login/selectors';
import { signInActions } from '../../data/login/sign-in';
import { arrivedByTraversal } from '../../ui/traversal';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Account.module.css';

/**
 * The messaging-app authorisation callback (`/Policy/wechat/authBack`, the campaigns' `AuthBack`,
 * the gift's `authcb`): exchanges the code, then returns to where the visitor was going. A reused
 * or forged state is refused by the saga with a clear message. Reached by Back or Forward (its code
 * long spent), it is no stop: on to where the visitor was going when signed in, else home.
 */
export default function AuthBackScreen() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.login.wechatError);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error') !== null || !code;
  const signedIn = useAppSelector(selectSignedIn);
  const [byBack] = useState(arrivedByTraversal);

  useEffect(() => {
    if (byBack || denied || !code || !state) return;
    dispatch(signInActions.wechatCallbackReceived({ code, state, channel: params.get('channel') }));
    // The code is single use: exchange it once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A retry keeps the way back the state carried (it is checked again, same-origin only).
  const back = paths.returnTo(peekStatePath(state));
  if (byBack) return <Navigate replace to={signedIn ? back : paths.home()} />;
  const message = denied ? COPY.wechat.denied : !state ? COPY.wechat.badState : error;
  return (
    <main className={styles.centered} aria-live="polite">
      {message ? (
        <>
          <p role="alert">{message}</p>
          <div className={screenStyles.actions}>
            <Link to={paths.authorize(back)} replace>
              {COPY.wechat.retry}
            </Link>
            <Link to={paths.login(back)} replace>
              {COPY.wechat.usePhone}
            </Link>
          </div>
        </>
      ) : (
        <>
          <div className={styles.spinner} aria-hidden="true" />
          <p>{COPY.wechat.signingIn}</p>
        </>
      )}
    </main>
  );
}
