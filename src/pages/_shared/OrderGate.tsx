import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import type { OrderDetail } from '../../data/insured/types';
import {
  insuredNewActions,
  selectOrderDetail,
  selectOrderDetailStatus,
  selectOrderRefused,
} from '../../data/insuredNew';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import { useForgetOrderOnLeave } from './forget-on-leave';
import { RecordRefused } from './RecordRefused';

/**
 * The order of `?orderId=` for a screen that shows one: asked for on arrival, a skeleton until it
 * is here, a failed load with retry. `fresh` asks the server again even when the store holds the
 * order (it may have been paid or cancelled since), and until that answer comes only an order
 * still unpaid is shown (the screen reacts to a change of status itself). An order that is not
 * this account's (or not there) is refused in place; once the visitor has left the order's
 * screens, it is forgotten.
 */
export function OrderGate({
  orderId,
  fresh = false,
  children,
}: {
  orderId: string;
  fresh?: boolean;
  children: (order: OrderDetail) => ReactNode;
}) {
  const dispatch = useAppDispatch();
  const order = useAppSelector((state) => selectOrderDetail(state, orderId));
  const status = useAppSelector((state) => selectOrderDetailStatus(state, orderId));
  const refused = useAppSelector((state) => selectOrderRefused(state, orderId));
  useForgetOrderOnLeave(orderId);

  // On arrival only: a failed load waits for the visitor's retry.
  useEffect(() => {
    if (fresh) dispatch(insuredNewActions.orderRequested({ orderId }));
  }, [dispatch, orderId, fresh]);
  useEffect(() => {
    if (!fresh && status === 'idle') dispatch(insuredNewActions.orderRequested({ orderId }));
  }, [dispatch, orderId, fresh, status]);

  if (refused) return <RecordRefused kind="order" />;
  if (order && !(fresh && status === 'loading' && order.status !== 'unpaid')) {
    return <>{children(order)}</>;
  }
  if (status === 'failed') {
    return (
      <StateBlock
        kind="error"
        heading
        title={FUNNEL_COPY.funnel.orderFailed}
        action={
          <Button onClick={() => dispatch(insuredNewActions.orderRequested({ orderId }))}>
            {COPY.common.retry}
          </Button>
        }
      />
    );
  }
  return <PageSkeleton />;
}

/** A screen reached without `?orderId=`: says so, with the way to the orders awaiting payment. */
export function NoOrder({
  description = FUNNEL_COPY.funnel.noOrderBody,
}: {
  description?: string;
}) {
  return (
    <StateBlock
      kind="empty"
      heading
      title={FUNNEL_COPY.funnel.noOrder}
      description={description}
      action={<Link to={paths.members.orders('unpaid')}>{FUNNEL_COPY.funnel.viewOrders}</Link>}
    />
  );
}
