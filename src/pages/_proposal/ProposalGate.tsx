import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PLAN_TIMING } from '../../config/copy-plan-timing';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectSignedIn } from '../../data/login/selectors';
import { proposalActions, selectPlanShare, selectProposal } from '../../data/proposal';
import type { PlanInWriting, Proposal } from '../../data/proposal/types';
import { Button } from '../../ui/Button';
import { HomeLink } from '../../ui/HomeLink';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { useShareCard } from '../../ui/share-card';
import { StateBlock } from '../../ui/StateBlock';
import { useForgetOnLeave } from '../_shared/forget-on-leave';
import funnelStyles from '../_shared/funnel.module.css';
import { RecordRefused, SignInToView } from '../_shared/RecordRefused';
import { ReturnLink } from '../_shared/ReturnLink';
import { CallBooking } from './CallBooking';
import { planFigures, type PlanFigures } from './figures';
import { AdvisorCard } from './AdvisorCard';
import { useLiveShare } from './SharePanel';
import styles from './Proposal.module.css';

/**
 * A plan the planner is still writing (a customisation service's plan before the booked call):
 * says so, with the call booked (已预约, its date and time, which can be moved) and the planner;
 * no figures, since there are none yet.
 */
export function PlanWriting({ plan, onRefresh }: { plan: PlanInWriting; onRefresh: () => void }) {
  return (
    <main className={styles.page}>
      <HomeLink />
      <header className={styles.header}>
        <h1 className={funnelStyles.title}>{PLAN_TIMING.writing}</h1>
        <p className={funnelStyles.subtitle}>{PROPOSAL_COPY.title(plan.addressee)}</p>
      </header>
      <section className={styles.card} aria-label={PLAN_TIMING.writing} data-testid="plan-writing">
        <p className={styles.promise}>{PLAN_TIMING.promise}</p>
        <h2 className={styles.cardTitle}>{PROPOSAL_COPY.booking.callTitle}</h2>
        <CallBooking proposalId={plan.id} />
      </section>
      {plan.advisor ? <AdvisorCard advisor={plan.advisor} /> : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onRefresh}>
          {PROPOSAL_COPY.refresh}
        </Button>
      </div>
    </main>
  );
}

/**
 * A written plan: its figures made once, and its share asked for once per plan. The plan's own
 * link is its family's alone, so the screens declare a share card (ui/share-card) only once the
 * plan has a share: the share's, which opens its read-only summary to anyone.
 */
function Ready({
  proposal,
  children,
}: {
  proposal: Proposal;
  children: (proposal: Proposal, figures: PlanFigures) => ReactNode;
}) {
  const dispatch = useAppDispatch();
  const figures = useMemo(() => planFigures(proposal), [proposal]);
  const shareOf = useAppSelector(selectPlanShare).id;
  useEffect(() => {
    if (shareOf !== proposal.id) dispatch(proposalActions.shareRequested({ id: proposal.id }));
  }, [dispatch, proposal.id, shareOf]);
  const live = useLiveShare(proposal.id);
  useShareCard(
    live ? { title: live.card.title, desc: live.card.desc, path: live.card.path } : null,
  );
  return <>{children(proposal, figures)}</>;
}

/**
 * The plan of `?id=`, once: a skeleton while it loads; a plan being written says so with its
 * booking; a withdrawn plan says so (the server's words) with the way to the catalogue; a failed
 * load offers a retry. A plan is its family's alone: a visitor not signed in is offered sign-in
 * and nothing is asked; another account's plan (or none, the server does not say which) is
 * refused in place. Leaving the plan's screens forgets it.
 */
export function ProposalGate({
  children,
}: {
  children: (proposal: Proposal, figures: PlanFigures) => ReactNode;
}) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const state = useAppSelector(selectProposal);
  const load = () => dispatch(proposalActions.requested({ id }));

  useEffect(() => {
    if (id && signedIn) dispatch(proposalActions.requested({ id }));
  }, [dispatch, id, signedIn]);
  useForgetOnLeave(id ? `plan:${id}` : null, () => dispatch(proposalActions.cleared()));

  const mine = state.id === id;
  if (id && !signedIn) return <SignInToView kind="plan" />;
  if (mine && state.notYours) return <RecordRefused kind="plan" />;
  if (!id || (mine && state.refusal !== null)) {
    return (
      <main className={styles.page}>
        <StateBlock
          kind="empty"
          title={(mine && state.refusal) || PROPOSAL_COPY.missing}
          description={PROPOSAL_COPY.missingLead}
          action={
            <Link className={styles.ghost} to={paths.home()} replace>
              {PROPOSAL_COPY.browse}
            </Link>
          }
        />
      </main>
    );
  }
  if (mine && state.writing) return <PlanWriting plan={state.writing} onRefresh={load} />;
  if (!mine || !state.data) {
    return (
      <main className={styles.page}>
        {mine && state.status === 'failed' ? (
          <StateBlock
            kind="error"
            title={PROPOSAL_COPY.loadFailed}
            action={<Button onClick={load}>{PROPOSAL_COPY.retry}</Button>}
          />
        ) : (
          <div className={styles.card}>
            <CardSkeletons count={3} />
          </div>
        )}
      </main>
    );
  }
  return <Ready proposal={state.data}>{children}</Ready>;
}

/** A section's own route (`/Proposal/Analyse?id=`): that section alone, as a preview. */
export function sectionScreen(
  Section: ComponentType<{ proposal: Proposal; figures: PlanFigures }>,
) {
  return function SectionScreen() {
    return (
      <ProposalGate>
        {(proposal, figures) => (
          <main className={styles.page}>
            <Section proposal={proposal} figures={figures} />
            <div className={styles.actions}>
              <ReturnLink className={styles.ghost} to={paths.proposal.plan(proposal.id)}>
                {PROPOSAL_COPY.open}
              </ReturnLink>
            </div>
          </main>
        )}
      </ProposalGate>
    );
  };
}
