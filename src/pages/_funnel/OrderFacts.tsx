import { PRODUCT_COPY } from '../../config/copy-product';
import { ACCOUNT_COPY } from '../../config/copy-account';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import type { OrderDetail } from '../../data/insured/types';
import { Fact } from '../../ui/Facts';
import { CoverDates } from '../_shared/CoverDates';

/** What an order is, as the pay and success screens list it (the facts of their `<dl>`). */
export function OrderFacts({ order }: { order: OrderDetail }) {
  return (
    <>
      <Fact label={FUNNEL_COPY.funnel.productName}>{order.productName}</Fact>
      <Fact label={PRODUCT_COPY.product.plans}>{order.planName}</Fact>
      <Fact label={FUNNEL_COPY.funnel.applicant}>{order.applicantName}</Fact>
      <Fact label={ACCOUNT_COPY.orders.insured}>{order.insuredName}</Fact>
      <CoverDates
        effectiveDate={order.effectiveDate}
        endDate={order.endDate}
        ifPaidToday={order.status === 'unpaid'}
      />
      <Fact label={ACCOUNT_COPY.orders.orderId}>{order.orderId}</Fact>
    </>
  );
}
