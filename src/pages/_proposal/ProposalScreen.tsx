import { Link, useLocation } from 'react-router-dom';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import { HomeLink } from '../../ui/HomeLink';
import { DockFooter } from '../_shared/DockFooter';
import { openedFrom } from '../_shared/ReturnLink';
import { AnalyseSection } from './Analyse';
import { FollowUpServiceSection } from './FollowUpService';
import { HeaderSection } from './Header';
import { ProposalGate } from './ProposalGate';
import { SchemeDetailsSection } from './SchemeDetails';
import { SharePanel } from './SharePanel';
import { ServiceProcessSection } from './ServiceProcess';
import styles from './Proposal.module.css';

/**
 * /Proposal?id=: the whole plan, section by section; its share (made, copied, revoked: SharePanel),
 * and the way to its preview with the share image.
 */
export default function ProposalScreen() {
  const location = useLocation();
  return (
    <ProposalGate>
      {(proposal, figures) => (
        <main className={styles.planPage}>
          <HomeLink />
          <HeaderSection proposal={proposal} figures={figures} />
          <AnalyseSection proposal={proposal} figures={figures} />
          <SchemeDetailsSection proposal={proposal} figures={figures} />
          <ServiceProcessSection proposal={proposal} />
          <FollowUpServiceSection proposal={proposal} />
          <SharePanel planId={proposal.id} />
          <DockFooter as="div" className={styles.footer}>
            <Link
              className={styles.primary}
              to={paths.proposal.preview(proposal.id)}
              state={openedFrom(location)}
            >
              {PROPOSAL_COPY.toPreview}
            </Link>
          </DockFooter>
        </main>
      )}
    </ProposalGate>
  );
}
