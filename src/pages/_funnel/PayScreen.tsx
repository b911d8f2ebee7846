import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { FUNNEL_COPY } from '../../config/copy-funnel';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import type { OrderDetail } from '../../data/insured/types';
import { selectChannelsStatus, selectPaymentChannels, payActions } from '../../data/pay';
import { channelsHere } from '../../data/pay/channels';
import type { PaymentChannel } from '../../data/pay/types';
import { OrderFacts } from './OrderFacts';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { StateBlock } from '../../ui/StateBlock';
import { DockFooter } from '../_shared/DockFooter';
import { inWechat } from '../_shared/in-wechat';
import { MonthlyTerms } from '../_shared/MonthlyTerms';
import { NoOrder, OrderGate } from '../_shared/OrderGate';
import { useTraceScreen } from '../_shared/use-trace';
import productStyles from '../../ui/styles/product.module.css';
import funnelStyles from '../_shared/funnel.module.css';
import styles from './PayScreen.module.css';

const TEXT = FUNNEL_COPY.pay;

/** Channel marks drawn in CSS: no provider logos are fetched from anywhere. */
const MARK: Record<PaymentChannel['code'], string> = TEXT.channelMarks;

/** The order's channels that work where the visitor is: in the messaging app, WeChat Pay only. */
function useChannelsHere(orderId: string): PaymentChannel[] {
  const channels = useAppSelector((state) => selectPaymentChannels(state, orderId));
  return useMemo(() => channelsHere(channels, inWechat()), [channels]);
}

/** `mm:ss`, or `h:mm:ss` when more than an hour is left. */
function clock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Milliseconds left until `deadline` (ISO), ticking every second; null when there is none. */
function useRemaining(deadline: string): number | null {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}

function Summary({ order, remaining }: { order: OrderDetail; remaining: number | null }) {
  return (
    <>
      <section className={styles.amount}>
        <h1 className={styles.amountLabel}>{FUNNEL_COPY.funnel.payAmount}</h1>
        <p className={styles.amountValue}>
          <Price amount={order.premium} unit={order.premiumUnit} exact />
        </p>
        <MonthlyTerms className={styles.monthly} premium={order.premium} unit={order.premiumUnit} />
        {remaining !== null && remaining > 0 ? (
          <p className={styles.countdown} role="timer">
            {TEXT.remaining} <time>{clock(remaining)}</time>
          </p>
        ) : null}
      </section>
      <dl className={styles.card}>
        <OrderFacts order={order} />
      </dl>
    </>
  );
}

function Closed({
  order,
  title,
  body,
  heading,
}: {
  order: OrderDetail;
  title: string;
  body: string;
  heading?: boolean;
}) {
  return (
    <StateBlock
      kind="empty"
      heading={heading}
      title={title}
      description={body}
      action={
        <div className={styles.closedActions}>
          <Link
            className={styles.primaryLink}
            to={paths.product.detail(order.family, order.productId)}
          >
            {TEXT.reapply}
          </Link>
          <Link className={styles.ghostLink} to={paths.members.orders('unpaid')}>
            {FUNNEL_COPY.funnel.viewOrders}
          </Link>
        </div>
      }
    />
  );
}

function Channels({
  orderId,
  chosen,
  onChoose,
}: {
  orderId: string;
  chosen: PaymentChannel | null;
  onChoose: (code: PaymentChannel['code']) => void;
}) {
  const dispatch = useAppDispatch();
  const channels = useChannelsHere(orderId);
  const status = useAppSelector((state) => selectChannelsStatus(state, orderId));

  if (channels.length === 0) {
    if (status === 'failed' || status === 'succeeded') {
      return (
        <StateBlock
          kind="error"
          title={status === 'failed' ? TEXT.channelsFailed : TEXT.noChannels}
          action={
            <Button onClick={() => dispatch(payActions.channelsRequested({ orderId }))}>
              {COPY.common.retry}
            </Button>
          }
        />
      );
    }
    return (
      <div className={styles.channelsLoading} aria-busy="true" aria-label={TEXT.channelsLoading} />
    );
  }

  return (
    <fieldset className={styles.channels}>
      <legend className={styles.legend}>{TEXT.channels}</legend>
      {channels.map((channel) => (
        <label key={channel.code} className={styles.channel}>
          <span className={`${styles.mark} ${styles[channel.code]}`} aria-hidden="true">
            {MARK[channel.code]}
          </span>
          <span className={styles.channelText}>
            <span className={styles.channelName}>
              {channel.name}
              {channel.recommended ? <em className={styles.tag}>{TEXT.recommended}</em> : null}
            </span>
            {channel.description ? (
              <span className={styles.channelNote}>{channel.description}</span>
            ) : null}
          </span>
          <input
            className={styles.radio}
            type="radio"
            name="channel"
            value={channel.code}
            checked={chosen?.code === channel.code}
            onChange={() => onChoose(channel.code)}
          />
        </label>
      ))}
    </fieldset>
  );
}

function PayForm({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const channels = useChannelsHere(order.orderId);
  const [picked, setPicked] = useState<PaymentChannel['code'] | null>(null);
  const chosen =
    channels.find((channel) => channel.code === picked) ??
    channels.find((channel) => channel.recommended) ??
    channels[0] ??
    null;
  const remaining = useRemaining(order.payBefore);

  if (remaining === 0) {
    return (
      <main className={funnelStyles.footerPage}>
        <Summary order={order} remaining={remaining} />
        <Closed order={order} title={TEXT.expiredTitle} body={TEXT.expiredBody} />
      </main>
    );
  }

  return (
    <main className={funnelStyles.footerPage}>
      <Summary order={order} remaining={remaining} />
      <Channels orderId={order.orderId} chosen={chosen} onChoose={setPicked} />
      <DockFooter>
        <p className={productStyles.footerPrice}>
          <span className={productStyles.footerLabel}>{TEXT.payable}</span>
          <Price amount={order.premium} exact />
        </p>
        <Button
          className={styles.confirm}
          disabled={!chosen}
          onClick={() => {
            if (chosen) navigate(paths.product.payment(order.orderId, chosen.code));
          }}
        >
          {TEXT.confirm}
        </Button>
      </DockFooter>
    </main>
  );
}

function PayOrder({ order }: { order: OrderDetail }) {
  const dispatch = useAppDispatch();
  const { orderId } = order;

  useEffect(() => {
    dispatch(payActions.channelsRequested({ orderId }));
  }, [dispatch, orderId]);

  useTraceScreen(order.productId);

  if (order.status === 'paid')
    return <Navigate replace to={paths.product.payback(order.family, orderId)} />;
  if (order.status === 'cancelled') {
    return (
      <main className={funnelStyles.footerPage}>
        <Closed order={order} title={TEXT.cancelledTitle} body={TEXT.cancelledBody} heading />
      </main>
    );
  }
  return <PayForm order={order} />;
}

/** `/Pay`, `/ProductAnsheng/Pay`, `/ProductNew/Pay`: the order, the time left, the channel. */
export default function PayScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  if (!orderId) {
    return <NoOrder />;
  }
  // Always asked afresh: the order may have been paid or cancelled since it was last seen.
  return (
    <OrderGate key={orderId} orderId={orderId} fresh>
      {(order) => <PayOrder order={order} />}
    </OrderGate>
  );
}
