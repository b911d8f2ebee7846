import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { signInActions } from '../../data/login/sign-in';
import { Button } from '../../ui/Button';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Account.module.css';

/** /Authorize: starts the messaging-app authorisation and leaves for its consent page. */
export default function Authorize() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.login.wechatError);
  const redirect = paths.returnTo(params.get('redirect'));

  const start = () =>
    dispatch(
      signInActions.wechatAuthorizeRequested({
        returnPath: redirect,
        callbackUrl: new URL(paths.wechatCallback(), window.location.origin).href,
      }),
    );

  useEffect(() => {
    start();
    // Once per arrival; a retry is the visitor's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className={styles.centered} aria-live="polite">
      {error ? (
        <>
          <p role="alert">
            {COPY.wechat.failed}：{error}
          </p>
          <div className={screenStyles.actions}>
            <Button block onClick={start}>
              {COPY.wechat.retry}
            </Button>
            <Link to={paths.login(redirect)} replace>
              {COPY.wechat.usePhone}
            </Link>
          </div>
        </>
      ) : (
        <>
          <div className={styles.spinner} aria-hidden="true" />
          <p>{COPY.wechat.redirecting}</p>
        </>
      )}
    </main>
  );
}
