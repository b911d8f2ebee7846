import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { familyOfPath, paths } from '../../config/paths';
import { endPurchase } from '../../data/insuredNew/order-key';
import { traceEvent } from '../../data/trace';
import { Button } from '../../ui/Button';
import { inWechat } from '../_shared/in-wechat';
import { finishJourney } from '../_shared/journey-history';
import { NoOrder } from '../_shared/OrderGate';
import screenStyles from '../_shared/Screen.module.css';
import {
  PayNotCompleted,
  PayPending,
  PayResult as Result,
  usePaymentResult,
} from '../_shared/PayResult';

const TEXT = FUNNEL_COPY.payback;

/** How long 支付成功 stays before the result screen opens. */
export const SUCCESS_PAUSE_MS = 1200;

function Payback({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Mounted on Pay/Payback routes only, each of which names its family.
  const family = familyOfPath(pathname) ?? 'Product';
  const info = usePaymentResult(orderId);
  const result = info?.status;
  const next = paths.product.success(inWechat(), orderId);

  useEffect(() => {
    if (result && result !== 'pending') traceEvent('result', pathname, { orderId, target: result });
    if (result !== 'paid') return;
    // The purchase is over: the next one starts afresh, and Back never reopens one of its steps.
    endPurchase();
    finishJourney('purchase');
    // A new entry, so that anything ahead of this one (a provider's cashier, whose return went
    // back to here) is dropped; Back from the result skips this spent step.
    const timer = setTimeout(() => navigate(next), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [navigate, next, orderId, pathname, result]);

  if (result === 'paid') {
    return (
      <Result tone="ok" title={COPY.purchase.paySucceeded} body={TEXT.succeededBody} orders="paid">
        <Button block onClick={() => navigate(next)}>
          {TEXT.viewResult}
        </Button>
      </Result>
    );
  }
  if (info && (result === 'failed' || result === 'cancelled')) {
    return (
      <PayNotCompleted
        info={info}
        body={TEXT.notCompletedBody}
        amountLabel={FUNNEL_COPY.funnel.payAmount}
      >
        <Link className={screenStyles.primaryLink} to={paths.product.pay(family, orderId)}>
          {TEXT.repay}
        </Link>
      </PayNotCompleted>
    );
  }
  return (
    <PayPending
      orderId={orderId}
      text={TEXT}
      payAgain={
        <Link className={screenStyles.ghostLink} to={paths.product.pay(family, orderId)}>
          {TEXT.repay}
        </Link>
      }
    />
  );
}

/** `/Pay/Payback` and its family variants: the payment's result, as the server tells it. */
export default function PaybackScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  if (!orderId) {
    return <NoOrder description={TEXT.noOrderBody} />;
  }
  return <Payback key={orderId} orderId={orderId} />;
}
