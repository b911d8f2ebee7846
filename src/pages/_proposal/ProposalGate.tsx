import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { proposalActions, selectProposal } from '../../data/proposal';
import type { Proposal } from '../../data/proposal/types';
import { Button } from '../../ui/Button';
import { CardSkeletons } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import styles from './Proposal.module.css';

/**
 * The plan of `?id=`, once: a skeleton while it loads; a plan that does not exist or was
 * withdrawn says so (the server's words) with the way to the catalogue; a failed load offers a
 * retry.
 */
export function ProposalGate({ children }: { children: (proposal: Proposal) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProposal);
  const load = () => dispatch(proposalActions.requested({ id }));

  useEffect(() => {
    if (id) dispatch(proposalActions.requested({ id }));
  }, [dispatch, id]);

  const mine = state.id === id;
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
  return <>{children(state.data)}</>;
}

/** A section's own route (`/Proposal/Analyse?id=`): that section alone, as a preview. */
export function sectionScreen(Section: ComponentType<{ proposal: Proposal }>) {
  return function SectionScreen() {
    return (
      <ProposalGate>
        {(proposal) => (
          <main className={styles.page}>
            <Section proposal={proposal} />
            <div className={styles.actions}>
              <Link className={styles.ghost} to={paths.proposal.plan(proposal.id)}>
                {PROPOSAL_COPY.open}
              </Link>
            </div>
          </main>
        )}
      </ProposalGate>
    );
  };
}
