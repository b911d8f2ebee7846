import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectSignedIn } from '../../data/login/selectors';
import { signInActions } from '../../data/login/sign-in';
import { Button } from '../../ui/Button';
import { arrivedByTraversal } from '../../ui/traversal';
import screenStyles from '../_shared/Screen.module.css';
import styles from './Account.module.css';

/**
 * /Authorize: starts the messaging-app authorisation and leaves for its consent page. Reached by
 * Back (from the consent page, should the messaging app keep it in the history), it does not leave
 * again: signed in, it goes on to where the visitor was going; else it offers the two ways in.
 */
export default function Authorize() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.login.wechatError);
  const signedIn = useAppSelector(selectSignedIn);
  const redirect = paths.returnTo(params.get('redirect'));
  const [byBack] = useState(arrivedByTraversal);

  const start = () =>
    dispatch(
      signInActions.wechatAuthorizeRequested({
        returnPath: redirect,
        callbackUrl: new URL(paths.wechatCallback(), window.location.origin).href,
      }),
    );

  useEffect(() => {
    if (!byBack) start();
    // Once per arrival; a retry is the visitor's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (byBack && signedIn) return <Navigate replace to={redirect} />;

  return (
    <main className={styles.centered} aria-live="polite">
      {/* The screen's name for a screen reader; what it says is the message below. */}
      <h1 className="visually-hidden">{COPY.login.wechatLogin}</h1>
      {error || byBack ? (
        <>
          <p role="alert">{error ? `${COPY.wechat.failed}：${error}` : COPY.wechat.denied}</p>
          <div className={screenStyles.actions}>
            <Button block onClick={start}>
              {COPY.wechat.retry}
            </Button>
            <Link to={paths.login(redirect)} replace>
              {COPY.wechat.usePhone}
            </Link>
            {/* Reached by Back or refused, the visitor may want neither way in. */}
            <Link to={paths.home()}>{COPY.common.backHome}</Link>
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
