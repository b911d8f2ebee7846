import CheckOutline from 'antd-mobile-icons/es/CheckOutline';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import ExclamationOutline from 'antd-mobile-icons/es/ExclamationOutline';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { COPY } from '../../config/copy';
import type { OrdersFilter } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import {
  payActions,
  selectChecking,
  selectPaymentInfo,
  selectPaymentInfoRefused,
  selectPaymentInfoStatus,
  selectPolling,
} from '../../data/pay';
import type { PaymentInfo } from '../../data/pay/types';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { useForgetOrderOnLeave } from './forget-on-leave';
import { RecordRefused } from './RecordRefused';
import { ResultLinks } from './ResultLinks';
import screenStyles from './Screen.module.css';
import styles from './PayResult.module.css';

export { styles as payResultStyles };

const TONE_ICONS = {
  pending: <ClockCircleOutline />,
  ok: <CheckOutline />,
  bad: <ExclamationOutline />,
} as const;

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
  /** The result's icon, by its tone when not given. */
  icon?: ReactNode;
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
        {icon ?? TONE_ICONS[tone]}
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

/** What a payback says while the result is not known. */
export interface PendingText {
  refresh: string;
  queryFailed: string;
  queryFailedBody: string;
  pendingBody: string;
  pendingManual: string;
}

/**
 * Asks the server for the order's payment result on every arrival at the screen (polling, then
 * the manual check). An arrival is a history entry, not a mount: a payment retried from this very
 * screen (the service's fee pays again in place) comes back to it as a new entry of the same
 * screen, whose answer is the server's new one, not the 支付未完成 seen before. A page the browser
 * kept while the visitor was at the provider (back-forward cache) asks again when shown. Forgets
 * the result once the visitor has left the order's screens.
 */
export function usePaymentResult(orderId: string) {
  const dispatch = useAppDispatch();
  const { key } = useLocation();
  const info = useAppSelector((state) => selectPaymentInfo(state, orderId));
  useForgetOrderOnLeave(orderId);
  useEffect(() => {
    const ask = () => dispatch(payActions.pollRequested({ orderId }));
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) ask();
    };
    ask();
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      dispatch(payActions.pollStopped());
    };
  }, [dispatch, orderId, key]);
  return info;
}

/**
 * Pending, or not answered yet: never success until the server says so; a query that failed says
 * so. Either way the visitor can ask again (刷新支付结果). Once the page has stopped asking by
 * itself, `payAgain` (重新支付) is offered beside it: a visitor who came back from the cashier
 * without paying (Back) is never left with only a refresh. An order that is not this account's (or
 * not there) is refused in place, with nothing to ask again.
 */
export function PayPending({
  orderId,
  text,
  payAgain,
}: {
  orderId: string;
  text: PendingText;
  payAgain?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const info = useAppSelector((state) => selectPaymentInfo(state, orderId));
  const status = useAppSelector((state) => selectPaymentInfoStatus(state, orderId));
  const refused = useAppSelector((state) => selectPaymentInfoRefused(state, orderId));
  const polling = useAppSelector(selectPolling);
  const checking = useAppSelector(selectChecking);
  if (refused) return <RecordRefused kind="payment" />;
  const askAgain = (
    <Button
      block
      loading={checking}
      onClick={() => dispatch(payActions.checkRequested({ orderId }))}
    >
      {text.refresh}
    </Button>
  );
  if (!info && status === 'failed' && !polling) {
    return (
      <PayResult tone="bad" title={text.queryFailed} body={text.queryFailedBody} orders="unpaid">
        {askAgain}
      </PayResult>
    );
  }
  return (
    <PayResult
      tone="pending"
      title={COPY.purchase.payPending}
      body={polling ? text.pendingBody : text.pendingManual}
      orders="unpaid"
    >
      {askAgain}
      {polling ? null : payAgain}
    </PayResult>
  );
}

/** 支付未完成: the amount still to pay and the way to pay again (the order is kept). */
export function PayNotCompleted({
  info,
  body,
  amountLabel,
  children,
}: {
  info: PaymentInfo;
  body: string;
  amountLabel: string;
  children: ReactNode;
}) {
  return (
    <PayResult tone="bad" title={COPY.purchase.payNotCompleted} body={body} orders="unpaid">
      <p className={styles.amount}>
        {amountLabel} <Price amount={info.amount} exact />
      </p>
      {children}
    </PayResult>
  );
}
