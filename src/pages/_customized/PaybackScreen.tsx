import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { paths, pathOf } from '../../config/paths';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import { PayNotCompleted, PayPending, PayResult, usePaymentResult } from '../_shared/PayResult';
import screenStyles from '../_shared/Screen.module.css';
import { carriedQuery, kindOf, withCarry } from './campaign';
import { cashierReturn, leaveCashier, useServiceEntry } from './history';
import { usePayFee } from './pay';

const TEXT = CUSTOM_COPY.payback;

function Payback({ orderId }: { orderId: string }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const { pathname, search } = location;
  const kind = kindOf(pathname);
  const query = carriedQuery(search);
  const info = usePaymentResult(orderId);
  const { pay, paying } = usePayFee(kind, id, query);
  const result = info?.status;
  const { mark } = useServiceEntry(id);
  // Back from the H5 cashier: over it, to the landing, and this result after it.
  const landing = cashierReturn(id, orderId, location.key, mark);

  useEffect(() => {
    if (landing && mark) leaveCashier(id, mark, landing, pathOf(location));
    // Once, on the page the cashier opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landing?.id]);

  if (landing) return <PageSkeleton />;

  if (result === 'paid') {
    return (
      <PayResult tone="ok" title={COPY.purchase.paySucceeded} body={TEXT.fillInBody} orders="paid">
        <Link
          className={screenStyles.primaryLink}
          to={withCarry(paths.campaign.form(id), query)}
          replace
        >
          {TEXT.toQuestionnaire}
        </Link>
      </PayResult>
    );
  }
  if (info && (result === 'failed' || result === 'cancelled')) {
    return (
      <PayNotCompleted info={info} body={TEXT.notCompletedBody} amountLabel={TEXT.amount}>
        <Button block loading={paying} onClick={() => pay(orderId, mark?.pos ?? null)}>
          {TEXT.repay}
        </Button>
      </PayNotCompleted>
    );
  }
  return (
    <PayPending
      orderId={orderId}
      text={TEXT}
      payAgain={
        <Button
          block
          variant="ghost"
          loading={paying}
          onClick={() => pay(orderId, mark?.pos ?? null)}
        >
          {TEXT.repay}
        </Button>
      }
    />
  );
}

/** `Payback` (支付详情) of Customized, CustomizedV2 and MadeSpecial: the fee's result, from the server only. */
export default function PaybackScreen() {
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const { pathname, key } = useLocation();
  const orderId = params.get('orderId')?.trim();
  if (!orderId) {
    const kind = kindOf(pathname);
    return (
      <StateBlock
        kind="empty"
        title={TEXT.noOrder}
        description={TEXT.noOrderBody}
        action={<Link to={paths.campaign.home(kind, id)}>{TEXT.backToService}</Link>}
      />
    );
  }
  // One result per entry: a payment retried here replaces the entry, and the server is asked again.
  return <Payback key={`${orderId}:${key}`} orderId={orderId} />;
}
