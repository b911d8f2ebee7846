import LockOutline from 'antd-mobile-icons/es/LockOutline';
import { Link, useLocation } from 'react-router-dom';
import { RECORD_COPY, type RecordKind } from '../../config/copy-records';
import { pathOf, paths } from '../../config/paths';
import { inWechat } from './in-wechat';
import styles from './RecordRefused.module.css';
import screenStyles from './Screen.module.css';

/** Where the visitor's own records of this kind are: plans are reached from their service's order. */
function ownRecords(kind: RecordKind): { to: string; text: string } {
  return kind === 'policy' || kind === 'claim'
    ? { to: paths.policy.list(), text: RECORD_COPY.myPolicies }
    : { to: paths.members.orders(), text: RECORD_COPY.myOrders };
}

/**
 * A record of the link (a plan, an order, a payment, a policy, a gift's claim) the server does
 * not answer to this account: not its own, or not there at all (4004, the same answer). Said in
 * place of the screen, with the way to the visitor's own records and home, and nothing of the
 * record: the screen shows this instead of anything it may have held.
 */
export function RecordRefused({ kind }: { kind: RecordKind }) {
  const own = ownRecords(kind);
  return (
    <main className={screenStyles.centered} data-testid="record-refused">
      <div className={screenStyles.icon} aria-hidden="true">
        <LockOutline />
      </div>
      <div role="alert">
        <h1 className={screenStyles.title}>{RECORD_COPY.title(kind)}</h1>
        <p className={screenStyles.body}>{RECORD_COPY.body(kind)}</p>
      </div>
      <p className={styles.hint}>{RECORD_COPY.hint}</p>
      <nav className={screenStyles.actions} aria-label={RECORD_COPY.wayOn}>
        <Link className={screenStyles.primaryLink} to={own.to}>
          {own.text}
        </Link>
        <Link className={screenStyles.ghostLink} to={paths.home()}>
          {RECORD_COPY.backHome}
        </Link>
      </nav>
    </main>
  );
}

/**
 * A record that only its own account may read, opened by a visitor not signed in (on a route open
 * to anyone: a shared plan's link, a gift's result): the way to sign in and come back here.
 */
export function SignInToView({ kind }: { kind: RecordKind }) {
  const location = useLocation();
  return (
    <main className={screenStyles.centered} data-testid="record-sign-in">
      <div className={screenStyles.icon} aria-hidden="true">
        <LockOutline />
      </div>
      <h1 className={screenStyles.title}>{RECORD_COPY.signInTitle(kind)}</h1>
      <p className={screenStyles.body}>{RECORD_COPY.signInBody(kind)}</p>
      <nav className={screenStyles.actions} aria-label={RECORD_COPY.wayOn}>
        <Link className={screenStyles.primaryLink} to={paths.signIn(pathOf(location), inWechat())}>
          {RECORD_COPY.signIn}
        </Link>
        <Link className={screenStyles.ghostLink} to={paths.home()}>
          {RECORD_COPY.backHome}
        </Link>
      </nav>
    </main>
  );
}
