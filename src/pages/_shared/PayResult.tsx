import type { ReactNode } from 'react';
import type { OrdersFilter } from '../../config/paths';
import { ResultLinks } from './ResultLinks';
import screenStyles from './Screen.module.css';
import styles from './PayResult.module.css';

export { styles as payResultStyles };

/**
 * A payment's result as the server tells it (pending, paid, not completed): the funnel's Payback
 * and the customisation service's fee both show it so.
 */
export function PayResult({
  icon,
  tone,
  title,
  body,
  orders,
  children,
}: {
  icon: string;
  tone: 'pending' | 'ok' | 'bad';
  title: string;
  body: string;
  /** Which of the visitor's orders the way on shows. */
  orders: OrdersFilter;
  children?: ReactNode;
}) {
  return (
    <main className={screenStyles.centered}>
      <div className={`${styles.icon} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </div>
      {/* A live region around the heading: the result is announced and stays a heading. */}
      <div role="status">
        <h1 className={screenStyles.title}>{title}</h1>
      </div>
      <p className={styles.body}>{body}</p>
      {children ? <div className={screenStyles.actions}>{children}</div> : null}
      <ResultLinks orders={orders} />
    </main>
  );
}
