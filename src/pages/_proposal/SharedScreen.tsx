import LockOutline from 'antd-mobile-icons/es/LockOutline';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { RECORD_COPY } from '../../config/copy-records';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { proposalActions, selectSharedPlan } from '../../data/proposal';
import type { SharedPlan } from '../../data/proposal/types';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { useShareCard } from '../../ui/share-card';
import { StateBlock } from '../../ui/StateBlock';
import { useForgetOnLeave } from '../_shared/forget-on-leave';
import funnelStyles from '../_shared/funnel.module.css';
import refusedStyles from '../_shared/RecordRefused.module.css';
import screenStyles from '../_shared/Screen.module.css';
import { AnalyseSection } from './Analyse';
import { planFigures, sharedBasis } from './figures';
import { PlanSummary } from './PlanSummary';
import { SchemeDetailsSection } from './SchemeDetails';
import { shareCardOf } from './share-card';
import styles from './Proposal.module.css';

const TEXT = PROPOSAL_COPY.shared;

/**
 * A share that cannot be read (revoked by its family, or no such key: the server does not say
 * which): said in place, with the way home, and nothing of any plan.
 */
function ShareGone() {
  return (
    <main className={screenStyles.centered} data-testid="share-gone">
      <div className={screenStyles.icon} aria-hidden="true">
        <LockOutline />
      </div>
      <div role="alert">
        <h1 className={screenStyles.title}>{TEXT.goneTitle}</h1>
        <p className={screenStyles.body}>{TEXT.goneBody}</p>
      </div>
      <p className={refusedStyles.hint}>{TEXT.goneHint}</p>
      <nav className={screenStyles.actions} aria-label={RECORD_COPY.wayOn}>
        <Link className={screenStyles.primaryLink} to={paths.home()}>
          {TEXT.home}
        </Link>
      </nav>
    </main>
  );
}

/** The share's summary: what the family chose to share, and nothing that names them. */
function Shared({ plan }: { plan: SharedPlan }) {
  const figures = useMemo(() => planFigures(sharedBasis(plan)), [plan]);
  const card = useMemo(() => shareCardOf(figures, plan.key), [figures, plan.key]);
  // Forwarded from here, the card is the same share's.
  useShareCard({ title: card.title, desc: card.desc, path: card.path });
  return (
    <main className={styles.page}>
      <HomeLink />
      <header className={styles.header}>
        <h1 className={funnelStyles.title}>{TEXT.heading}</h1>
        <p className={funnelStyles.subtitle}>{TEXT.subtitle}</p>
      </header>
      <section className={styles.card} aria-label={TEXT.heading}>
        <p className={styles.lead}>{TEXT.privacy}</p>
      </section>
      <PlanSummary figures={figures} title={TEXT.summary} />
      <AnalyseSection figures={figures} />
      <SchemeDetailsSection figures={figures} buy={false} />
      <section className={styles.card} aria-label={TEXT.operator(SITE.operator.name)}>
        <p className={styles.note}>{TEXT.products}</p>
        <p className={styles.note}>{TEXT.operator(SITE.operator.name)}</p>
        <p className={styles.note}>
          {TEXT.hotline(SITE.operator.hotline, SITE.operator.serviceHours)}
        </p>
      </section>
      <div className={styles.actions}>
        <Link className={styles.primary} to={paths.home()}>
          {TEXT.browse}
        </Link>
      </div>
    </main>
  );
}

/**
 * /Proposal/Shared?key=: a plan shared by its family (issue 24), open to anyone with the link,
 * signed in or not. The server answers the copy it made for sharing (roles, ages, figures); a
 * revoked or unknown share is refused in place. Leaving the screen forgets it.
 */
export default function SharedScreen() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSharedPlan);
  const load = () => dispatch(proposalActions.sharedRequested({ key }));

  useEffect(() => {
    if (key) dispatch(proposalActions.sharedRequested({ key }));
  }, [dispatch, key]);
  useForgetOnLeave(key ? `shared:${key}` : null, () => dispatch(proposalActions.sharedCleared()));

  const mine = state.key === key;
  if (!key || (mine && state.refused)) return <ShareGone />;
  if (mine && state.data) return <Shared plan={state.data} />;
  return (
    <main className={styles.page}>
      {mine && state.status === 'failed' ? (
        <StateBlock
          kind="error"
          title={state.message ?? TEXT.loadFailed}
          action={<Button onClick={load}>{TEXT.retry}</Button>}
        />
      ) : (
        <div className={styles.card}>
          <CardSkeletons count={3} />
        </div>
      )}
    </main>
  );
}
