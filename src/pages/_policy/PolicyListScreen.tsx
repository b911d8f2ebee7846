import { useCallback, useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { POLICY_COPY } from '../../config/copy-policy';
import { paths, pathOf, type PolicyFilter } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectSignedIn } from '../../data/login/selectors';
import {
  policyActions,
  selectHasMorePolicies,
  selectPolicyList,
  selectRenewing,
  type PolicyTab,
} from '../../data/policy';
import type { PolicyItem } from '../../data/policy/types';
import { priceText } from '../../lib/money';
import { Button } from '../../ui/Button';
import { StateBlock } from '../../ui/StateBlock';
import { Tabs } from '../../ui/Tabs';
import { BottomNav } from '../_shared/BottomNav';
import { inWechat } from '../_shared/in-wechat';
import { PagedList } from '../_shared/PagedList';
import { openedFrom } from '../_shared/ReturnLink';
import listStyles from '../_shared/list.module.css';
import styles from './PolicyList.module.css';
import statusStyles from './status.module.css';

const TEXT = POLICY_COPY.list;
const TABS: readonly PolicyTab[] = ['all', 'active', 'pending', 'ended'];

function tabOf(value: string | null): PolicyTab {
  return TABS.find((tab) => tab !== 'all' && tab === value) ?? 'all';
}

/** The late premium and the way to pay it, under an overdue policy's card. */
export function RenewalNotice({ policy }: { policy: PolicyItem }) {
  const dispatch = useAppDispatch();
  const renewing = useAppSelector(selectRenewing);
  const due = policy.renewalDue;
  if (!due) return null;
  return (
    <div className={`${styles.renewal} ${styles.renewalTone}`} role="note">
      <p>
        {POLICY_COPY.renewal.notice(
          priceText(due.premium, '元', POLICY_COPY.free, { exact: true }),
          due.dueDate,
          due.graceEndDate,
        )}
      </p>
      <Button
        className={styles.pay}
        loading={renewing === policy.policyNo}
        disabled={renewing !== null}
        onClick={() => dispatch(policyActions.renewalRequested({ policyNo: policy.policyNo }))}
      >
        {POLICY_COPY.renewal.pay}
      </Button>
    </div>
  );
}

function PolicyCard({ policy }: { policy: PolicyItem }) {
  const detail = paths.policy.detail(policy.policyNo);
  // The detail's 返回保单列表 comes back to this list (its tab, its place) instead of a new one.
  const from = openedFrom(useLocation());
  return (
    <li className={styles.card} data-testid="policy-card">
      <Link className={styles.link} to={detail} state={from}>
        <div className={styles.head}>
          <h2 className={styles.name}>{policy.productName}</h2>
          <span className={`${styles.chip} ${statusStyles[policy.status]}`}>
            {POLICY_COPY.status[policy.status]}
          </span>
        </div>
        <p className={styles.insurer}>
          {policy.insurer}
          {policy.planName ? ` · ${policy.planName}` : ''}
        </p>
        <dl className={listStyles.cardFacts}>
          <div>
            <dt>{TEXT.insured}</dt>
            <dd>{policy.insuredName}</dd>
          </div>
          <div>
            <dt>{TEXT.period}</dt>
            <dd>{POLICY_COPY.period(policy.effectiveDate, policy.endDate)}</dd>
          </div>
          <div>
            <dt>{TEXT.policyNo}</dt>
            <dd data-testid="policy-no">{policy.policyNo}</dd>
          </div>
        </dl>
      </Link>
      <div className={styles.foot}>
        <span className={styles.premium}>
          {TEXT.premium}
          <strong>
            {priceText(policy.premium, policy.premiumUnit, POLICY_COPY.free, { exact: true })}
          </strong>
        </span>
        <Link
          className={styles.detailLink}
          to={detail}
          state={from}
          aria-hidden="true"
          tabIndex={-1}
        >
          {TEXT.detail}
        </Link>
      </div>
      <RenewalNotice policy={policy} />
    </li>
  );
}

function PolicyList() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const policies = useAppSelector(selectPolicyList);
  const hasMore = useAppSelector(selectHasMorePolicies);
  const { status, pagination } = policies;
  const current = policies.tab === tab;
  const items = current ? policies.items : [];

  useEffect(() => {
    dispatch(policyActions.listRequested({ tab, page: 1 }));
  }, [tab, dispatch]);

  const nextPage = pagination ? pagination.current_page + 1 : 1;
  const loadNext = useCallback(() => {
    dispatch(policyActions.listRequested({ tab, page: nextPage }));
  }, [dispatch, tab, nextPage]);

  // A messaging-app account with no phone: bind one, then back here.
  if (status === 'notBound') return <Navigate replace to={paths.bind(pathOf(location))} />;

  const choose = (key: PolicyTab) =>
    setParams(key === 'all' ? {} : { status: key satisfies PolicyFilter }, { replace: true });
  const retryFirst = () => dispatch(policyActions.listRequested({ tab, page: 1 }));

  return (
    <>
      <Tabs
        sticky
        label={TEXT.tabsLabel}
        items={TABS.map((key) => ({ key, label: TEXT.tabs[key] }))}
        active={tab}
        onChange={choose}
      />
      <section className={styles.list} aria-live="polite">
        <PagedList
          current={current}
          count={items.length}
          status={status}
          hasMore={hasMore}
          onMore={loadNext}
          onRetry={retryFirst}
          errorTitle={TEXT.loadFailed}
          moreClassName={styles.more}
          empty={
            <StateBlock
              kind="empty"
              title={tab === 'all' ? TEXT.empty : TEXT.emptyTab[tab]}
              description={tab === 'all' ? TEXT.emptyLead : undefined}
              action={
                <Link className={styles.browse} to={paths.home()}>
                  {TEXT.browse}
                </Link>
              }
            />
          }
        >
          <ul className={styles.cards}>
            {items.map((policy) => (
              <PolicyCard key={policy.policyNo} policy={policy} />
            ))}
          </ul>
        </PagedList>
      </section>
    </>
  );
}

/**
 * /Policy, 保单查询: the signed-in visitor's policies. Not an auth route, so the screen itself
 * sends a visitor without a token to sign in (the authorisation inside the messaging app) and
 * back; a messaging-app account with no phone bound goes to bind one and back.
 */
export default function PolicyListScreen() {
  const signedIn = useAppSelector(selectSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate replace to={paths.signIn(pathOf(location), inWechat())} />;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{TEXT.heading}</h1>
      <PolicyList />
      <BottomNav />
    </main>
  );
}
