import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { Link, useLocation } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { paths, pathOf } from '../../config/paths';
import styles from '../_shared/Screen.module.css';

/**
 * A signed-in screen reached by Back or Forward once the visitor is signed out (after 退出登录, or
 * a session that ended): what a signed-out visitor sees, with the way to sign in (which comes back
 * here) and the way home. The guard shows it instead of starting a sign-in on its own, which inside
 * the messaging app would open the authorisation's consent page. `wechat`: signing in there is the
 * authorisation, as the guard has it.
 */
export default function SignedOut({ wechat }: { wechat: boolean }) {
  const location = useLocation();
  return (
    <main className={styles.centered}>
      <div className={styles.icon} aria-hidden="true">
        <UserOutline />
      </div>
      <h1 className={styles.title}>{COPY.signedOut.title}</h1>
      <p className={styles.body}>{COPY.signedOut.body}</p>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={paths.signIn(pathOf(location), wechat)} replace>
          {COPY.signedOut.signIn}
        </Link>
        <Link className={styles.ghostLink} to={paths.home()}>
          {COPY.common.backHome}
        </Link>
      </div>
    </main>
  );
}
