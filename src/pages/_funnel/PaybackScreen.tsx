import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import {
  selectChecking,
  selectPaymentInfo,
  selectPaymentInfoStatus,
  selectPolling,
  payActions,
} from '../../data/pay';
import { endTrace, traceEvent } from '../../data/trace';
import { Button } from '../../ui/Button';
import { StateBlock } from '../../ui/StateBlock';
import {
  UNPAID_ORDERS_PATH,
  familyOfPayRoute,
  inWechat,
  payPath,
  successPath,
  yuan,
} from './pay-paths';
import screenStyles from '../_shared/Screen.module.css';
import styles from './PaybackScreen.module.css';

const TEXT = FUNNEL_COPY.payback;

/** How long 支付成功 stays before the result screen opens. */
export const SUCCESS_PAUSE_MS = 1200;

function Result({
  icon,
  tone,
  title,
  body,
  children,
}: {
  icon: string;
  tone: 'pending' | 'ok' | 'bad';
  title: string;
  body: string;
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
    </main>
  );
}

function Payback({ orderId }: { orderId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const family = familyOfPayRoute(pathname);
  const info = useAppSelector((state) => selectPaymentInfo(state, orderId));
  const status = useAppSelector((state) => selectPaymentInfoStatus(state, orderId));
  const polling = useAppSelector(selectPolling);
  const checking = useAppSelector(selectChecking);
  const result = info?.status;
  const next = successPath(orderId, inWechat());

  useEffect(() => {
    dispatch(payActions.pollRequested({ orderId }));
    return () => {
      dispatch(payActions.pollStopped());
    };
  }, [dispatch, orderId]);

  useEffect(() => {
    if (result && result !== 'pending') traceEvent('result', pathname, { orderId, target: result });
    if (result !== 'paid') return;
    // The purchase is over: the next one starts a new trail.
    endTrace();
    const timer = setTimeout(() => navigate(next, { replace: true }), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [navigate, next, orderId, pathname, result]);

  const refresh = () => dispatch(payActions.checkRequested({ orderId }));

  if (result === 'paid') {
    return (
      <Result icon="✓" tone="ok" title={COPY.purchase.paySucceeded} body={TEXT.succeededBody}>
        <Button block onClick={() => navigate(next, { replace: true })}>
          {TEXT.viewResult}
        </Button>
      </Result>
    );
  }
  if (result === 'failed' || result === 'cancelled') {
    return (
      <Result
        icon="!"
        tone="bad"
        title={COPY.purchase.payNotCompleted}
        body={TEXT.notCompletedBody}
      >
        {info ? (
          <p className={styles.amount}>
            {FUNNEL_COPY.funnel.payAmount} ¥{yuan(info.amount)}
          </p>
        ) : null}
        <Link className={screenStyles.primaryLink} to={payPath(family, orderId)}>
          {TEXT.repay}
        </Link>
        <Link className={screenStyles.ghostLink} to={UNPAID_ORDERS_PATH}>
          {FUNNEL_COPY.funnel.viewOrders}
        </Link>
      </Result>
    );
  }
  if (!info && status === 'failed' && !polling) {
    return (
      <Result icon="!" tone="bad" title={TEXT.queryFailed} body={TEXT.queryFailedBody}>
        <Button block loading={checking} onClick={refresh}>
          {TEXT.refresh}
        </Button>
        <Link className={screenStyles.ghostLink} to={UNPAID_ORDERS_PATH}>
          {FUNNEL_COPY.funnel.viewOrders}
        </Link>
      </Result>
    );
  }
  // Pending, or not answered yet: never success until the server says so.
  return (
    <Result
      icon="…"
      tone="pending"
      title={COPY.purchase.payPending}
      body={polling ? TEXT.pendingBody : TEXT.pendingManual}
    >
      <Button block loading={checking} onClick={refresh}>
        {TEXT.refresh}
      </Button>
      <Link className={screenStyles.ghostLink} to={UNPAID_ORDERS_PATH}>
        {FUNNEL_COPY.funnel.viewOrders}
      </Link>
    </Result>
  );
}

/** `/Pay/Payback` and its family variants: the payment's result, as the server tells it. */
export default function PaybackScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  if (!orderId) {
    return (
      <StateBlock
        kind="empty"
        title={FUNNEL_COPY.funnel.noOrder}
        description={TEXT.noOrderBody}
        action={<Link to={UNPAID_ORDERS_PATH}>{FUNNEL_COPY.funnel.viewOrders}</Link>}
      />
    );
  }
  return <Payback key={orderId} orderId={orderId} />;
}
