import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { PRODUCT_COPY } from '../../config/copy-product';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import type { OrderDetail } from '../../data/insured/types';
import { selectPaymentAttempt, payActions } from '../../data/pay';
import { channelWorksHere } from '../../data/pay/channels';
import type { PaymentChannel } from '../../data/pay/types';
import { judgeProductFeature } from '../../data/product/judge-product-feature';
import { selectProductDetail, selectProductStatus, productActions } from '../../data/product';
import type { ProductDetail } from '../../data/product/types';
import { traceEvent } from '../../data/trace';
import { randomId } from '../../lib/random';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { StateBlock } from '../../ui/StateBlock';
import { NoOrder, OrderGate } from '../_shared/OrderGate';
import { inWechat } from '../_shared/in-wechat';
import { useTraceScreen } from '../_shared/use-trace';
import { invokeWechatPay } from '../_shared/wechat-pay';
import screenStyles from '../_shared/Screen.module.css';
import styles from './PaymentScreen.module.css';

const TEXT = FUNNEL_COPY.payment;

const CHANNELS: readonly PaymentChannel['code'][] = ['wechat', 'alipay', 'unionpay'];

/** A known channel that works where the visitor is (a shared or edited link may name another). */
function channelOf(value: string | null): PaymentChannel['code'] | null {
  return CHANNELS.find((code) => code === value && channelWorksHere(code, inWechat())) ?? null;
}

function Paying({ order, text }: { order: OrderDetail; text: string }) {
  return (
    <main className={screenStyles.centered} aria-busy="true">
      <div className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title}>{text}</h1>
      <p className={styles.amount}>
        <Price amount={order.premium} exact />
      </p>
      <p className={styles.body}>{TEXT.startingBody}</p>
    </main>
  );
}

/** Starts the payment once per arrival, then pays in place or leaves for the provider's page. */
function Pay({
  order,
  product,
  channel,
}: {
  order: OrderDetail;
  product: ProductDetail;
  channel: PaymentChannel['code'];
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const attempt = useAppSelector(selectPaymentAttempt);
  const [attemptId] = useState(() => randomId(8));
  const started = useRef(false);
  const invoked = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice: the second run must not start a second payment.
    if (started.current) return;
    started.current = true;
    const wechat = inWechat();
    const returnPath = paths.product.payback(order.family, order.orderId);
    traceEvent('pay', pathname, { orderId: order.orderId, target: channel });
    dispatch(
      payActions.paymentRequested({
        attempt: attemptId,
        route: judgeProductFeature(product).payRoute,
        origin: window.location.origin,
        returnPath,
        body: {
          orderId: order.orderId,
          channel,
          client: wechat ? 'wechat' : 'h5',
          returnUrl: window.location.origin + returnPath,
        },
      }),
    );
  }, [attemptId, channel, dispatch, order, pathname, product]);

  const current = attempt?.id === attemptId ? attempt : null;

  useEffect(() => {
    if (!current) return;
    if (current.status === 'failed' && current.failure !== 'http') {
      navigate(paths.product.pay(order.family, order.orderId), { replace: true });
      return;
    }
    if (current.start?.mode !== 'jsapi' || invoked.current) return;
    invoked.current = true;
    void invokeWechatPay(current.start.jsapi).then((result) => {
      traceEvent('pay', pathname, { orderId: order.orderId, target: `jsapi-${result}` });
      // Whatever the sheet said, the result is the server's to tell: Payback asks it.
      if (mounted.current)
        navigate(paths.product.payback(order.family, order.orderId), { replace: true });
    });
  }, [current, navigate, order, pathname]);

  if (current?.status === 'failed') {
    return (
      <StateBlock
        kind="error"
        title={TEXT.failedTitle}
        description={TEXT.failedBody}
        action={<Link to={paths.product.pay(order.family, order.orderId)}>{TEXT.backToPay}</Link>}
      />
    );
  }
  const text =
    current?.start?.mode === 'h5'
      ? TEXT.leaving
      : current?.start?.mode === 'jsapi'
        ? TEXT.inApp
        : TEXT.starting;
  return <Paying order={order} text={text} />;
}

function PaymentOrder({ order, channel }: { order: OrderDetail; channel: PaymentChannel['code'] }) {
  const dispatch = useAppDispatch();
  const { orderId, productId } = order;
  const product = useAppSelector((state) => selectProductDetail(state, productId));
  const productStatus = useAppSelector((state) => selectProductStatus(state, productId));

  useEffect(() => {
    if (productStatus === 'idle') dispatch(productActions.detailRequested({ id: productId }));
  }, [dispatch, productId, productStatus]);

  useTraceScreen(productId);

  if (order.status === 'paid')
    return <Navigate replace to={paths.product.payback(order.family, orderId)} />;
  if (order.status === 'cancelled')
    return <Navigate replace to={paths.product.pay(order.family, orderId)} />;
  if (!product) {
    if (productStatus === 'failed') {
      return (
        <StateBlock
          kind="error"
          title={PRODUCT_COPY.product.loadFailed}
          action={
            <Button
              onClick={() => dispatch(productActions.detailRequested({ id: order.productId }))}
            >
              {COPY.common.retry}
            </Button>
          }
        />
      );
    }
    return <Paying order={order} text={TEXT.starting} />;
  }
  return <Pay order={order} product={product} channel={channel} />;
}

/** `/ProductNew/payment?orderId=&channel=`: where the payment call happens, so a reload is safe. */
export default function PaymentScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  const channel = channelOf(params.get('channel'));
  if (!orderId) {
    return <NoOrder />;
  }
  // No channel chosen (or one that cannot be paid with here): choosing is Pay's job.
  if (!channel) return <Navigate replace to={paths.product.pay('ProductNew', orderId)} />;
  // Coming from Pay, the order is the one just shown there; after a reload it is asked for.
  return (
    <OrderGate key={`${orderId}:${channel}`} orderId={orderId}>
      {(order) => <PaymentOrder order={order} channel={channel} />}
    </OrderGate>
  );
}
