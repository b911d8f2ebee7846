import { PRODUCT_COPY } from '../../config/copy-product';
import { ACCOUNT_COPY } from '../../config/copy-account';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import type { OrderDetail } from '../../data/insured/types';
import { Fact } from '../../ui/Facts';
import { CoverDates } from '../_shared/CoverDates';

const RELATIONS = FUNNEL_COPY.insuredForm.relation;

/**
 * 王**（父母）: the insured's masked name with their relation to the applicant, where the server
 * tells it. Masked to the surname, a parent insured by their child read exactly as the applicant.
 */
function insuredWithRelation(
  order: Pick<OrderDetail, 'insuredName' | 'insuredRelationship'>,
): string {
  const relation = order.insuredRelationship;
  return relation && order.insuredName
    ? `${order.insuredName}（${RELATIONS[relation]}）`
    : order.insuredName;
}

/** What an order is, as the pay and success screens list it (the facts of their `<dl>`). */
export function OrderFacts({ order }: { order: OrderDetail }) {
  return (
    <>
      <Fact label={FUNNEL_COPY.funnel.productName}>{order.productName}</Fact>
      <Fact label={PRODUCT_COPY.product.plans}>{order.planName}</Fact>
      <Fact label={FUNNEL_COPY.funnel.applicant}>{order.applicantName}</Fact>
      <Fact label={ACCOUNT_COPY.orders.insured}>{insuredWithRelation(order)}</Fact>
      <CoverDates
        effectiveDate={order.effectiveDate}
        endDate={order.endDate}
        ifPaidToday={order.status === 'unpaid'}
      />
      <Fact label={ACCOUNT_COPY.orders.orderId}>{order.orderId}</Fact>
    </>
  );
}
