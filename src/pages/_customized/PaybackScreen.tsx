import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import { StateBlock } from '../../ui/StateBlock';
import { PayNotCompleted, PayPending, PayResult, usePaymentResult } from '../_shared/PayResult';
import screenStyles from '../_shared/Screen.module.css';
import { carriedQuery, kindOf, withCarry } from './campaign';
import { usePayFee } from './pay';

const TEXT = CUSTOM_COPY.payback;

function Payback({ orderId }: { orderId: string }) {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const kind = kindOf(pathname);
  const query = carriedQuery(search);
  const info = usePaymentResult(orderId);
  const { pay, paying } = usePayFee(kind, id, query);
  const result = info?.status;

  if (result === 'paid') {
    return (
      <PayResult tone="ok" title={TEXT.fillIn} body={TEXT.fillInBody} orders="paid">
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
        <Button block loading={paying} onClick={() => pay(orderId)}>
          {TEXT.repay}
        </Button>
      </PayNotCompleted>
    );
  }
  return <PayPending orderId={orderId} text={TEXT} />;
}

/** `Payback` (支付详情) of Customized, CustomizedV2 and MadeSpecial: the fee's result, from the server only. */
export default function PaybackScreen() {
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
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
  return <Payback key={orderId} orderId={orderId} />;
}
