import { COPY } from '../../config/copy';
import { ACCOUNT_COPY } from '../../config/copy-account';
import { paths } from '../../config/paths';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectHasMoreOrders, selectOrders, membersActions } from '../../data/members';
import type { Order, OrderStatus } from '../../data/members/types';
import { chinaTime } from '../../lib/date';
import { Price } from '../../ui/Price';
import { StateBlock } from '../../ui/StateBlock';
import { Tabs } from '../../ui/Tabs';
import { inWechat } from '../_shared/in-wechat';
import { PagedList } from '../_shared/PagedList';
import styles from './Orders.module.css';

type Filter = OrderStatus | 'all';

export const TEXT = ACCOUNT_COPY.orders;

const FILTERS: readonly Filter[] = ['all', 'unpaid', 'paid', 'cancelled'];

export function payHref(order: Pick<Order, 'family' | 'orderId'>): string {
  return paths.product.pay(order.family, order.orderId);
}

function filterOf(value: string | null): Filter {
  return FILTERS.find((filter) => filter !== 'all' && filter === value) ?? 'all';
}

/**
 * Where a card opens, and what its button says: each order opens what it is. A product's order
 * its payment (unpaid), its policy (paid; the result screen until the policy is issued) or the
 * order itself (cancelled); a service's fee the service: its payment on the service's screen
 * (unpaid), the plan it made or the service's progress (paid), the service (cancelled).
 */
export function cardTarget(order: Order, wechat: boolean): { href: string; action: string } | null {
  if (order.kind === 'service') {
    const service = order.service;
    if (!service) return null;
    const home = paths.campaign.home('CustomizedV2', service.id);
    switch (order.status) {
      case 'unpaid':
        return { href: home, action: TEXT.pay };
      case 'paid':
        return service.proposalId
          ? { href: paths.proposal.plan(service.proposalId), action: TEXT.open.plan }
          : { href: paths.campaign.result(service.id), action: TEXT.open.service };
      case 'cancelled':
        return { href: home, action: TEXT.open.serviceAgain };
    }
  }
  switch (order.status) {
    case 'unpaid':
      return { href: payHref(order), action: TEXT.pay };
    case 'paid':
      return order.policyNo
        ? { href: paths.policy.detail(order.policyNo), action: TEXT.open.policy }
        : { href: paths.product.success(wechat, order.orderId), action: TEXT.open.result };
    case 'cancelled':
      return { href: paths.product.order(order.orderId), action: TEXT.open.order };
  }
}

function OrderFacts({ order }: { order: Order }) {
  const service = order.kind === 'service';
  return (
    <>
      <div className={styles.top}>
        <div className={styles.head}>
          <h2 className={styles.name}>{order.productName}</h2>
          <span className={`${styles.tag} ${styles[order.status]}`}>
            {TEXT.status[order.status]}
          </span>
        </div>
        {order.planName && order.planName !== order.productName ? (
          <p className={styles.plan}>{order.planName}</p>
        ) : null}
      </div>
      <dl className={styles.facts}>
        {service ? null : (
          <div>
            <dt>{TEXT.insured}</dt>
            <dd>{order.insuredName}</dd>
          </div>
        )}
        <div>
          <dt>{TEXT.createdAt}</dt>
          <dd>{chinaTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{TEXT.orderId}</dt>
          <dd>{order.orderId}</dd>
        </div>
        {!service && order.status === 'paid' && order.policyNo ? (
          <div>
            <dt>{TEXT.policyNo}</dt>
            <dd>{order.policyNo}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

function OrderCard({ order }: { order: Order }) {
  const target = cardTarget(order, inWechat());
  return (
    <li className={styles.card} data-testid="order-card" data-kind={order.kind}>
      {target ? (
        <Link className={styles.link} to={target.href}>
          <OrderFacts order={order} />
        </Link>
      ) : (
        <div className={styles.link}>
          <OrderFacts order={order} />
        </div>
      )}
      <div className={styles.foot}>
        <p className={styles.premium}>
          {order.kind === 'service' ? TEXT.fee : TEXT.premium}
          <strong>
            <Price
              amount={order.premium}
              unit={order.premiumUnit}
              exact
              freeText={order.kind === 'service' ? COPY.price.freeFee : COPY.price.free}
            />
          </strong>
        </p>
        {target ? (
          <Link className={order.status === 'unpaid' ? styles.pay : styles.open} to={target.href}>
            {target.action}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

export default function MineOrders() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const orders = useAppSelector(selectOrders);
  const hasMore = useAppSelector(selectHasMoreOrders);
  const { status, pagination } = orders;
  // A list of another tab is on its way out: treat it as not there.
  const list = orders.filter === filter ? orders.list : [];

  // The first page on arrival and on every tab change; a failure waits for the visitor's retry.
  useEffect(() => {
    dispatch(membersActions.ordersRequested({ filter, page: 1 }));
  }, [filter, dispatch]);

  const nextPage = pagination ? pagination.current_page + 1 : 1;
  const loadNext = useCallback(() => {
    dispatch(membersActions.ordersRequested({ filter, page: nextPage }));
  }, [dispatch, filter, nextPage]);

  const choose = (key: Filter) => {
    setParams(key === 'all' ? {} : { status: key }, { replace: true });
  };

  const retryFirst = () => dispatch(membersActions.ordersRequested({ filter, page: 1 }));

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{TEXT.title}</h1>
      <Tabs
        sticky
        label={TEXT.tabsLabel}
        items={FILTERS.map((key) => ({ key, label: TEXT.tabs[key] }))}
        active={filter}
        onChange={choose}
      />

      <section className={styles.list} aria-live="polite">
        <PagedList
          current={orders.filter === filter}
          count={list.length}
          status={status}
          hasMore={hasMore}
          onMore={loadNext}
          onRetry={retryFirst}
          errorTitle={TEXT.loadFailed}
          moreClassName={styles.more}
          empty={
            <StateBlock
              kind="empty"
              title={TEXT.empty[filter]}
              action={
                <Link className={styles.browse} to={paths.home()}>
                  {TEXT.browse}
                </Link>
              }
            />
          }
        >
          <ul className={styles.cards}>
            {list.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ul>
        </PagedList>
      </section>
    </main>
  );
}
