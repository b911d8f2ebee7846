import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { paths, type OrdersFilter } from '../../config/paths';
import styles from './ResultLinks.module.css';

/** The way on from a result or success screen: the visitor's orders, and home. */
export function ResultLinks({ orders }: { orders?: OrdersFilter }) {
  return (
    <nav className={styles.links} aria-label={FUNNEL_COPY.funnel.wayOn}>
      <Link to={paths.members.orders(orders)}>{FUNNEL_COPY.funnel.viewOrders}</Link>
      <Link to={paths.home()}>{COPY.common.backHome}</Link>
    </nav>
  );
}
