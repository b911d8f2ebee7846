import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { paths } from '../../config/paths';
import type { Campaign } from '../../data/customizedV2/types';
import { Button } from '../../ui/Button';
import { Adopted } from '../../ui/Adopted';
import { bootShowing, staticCustomHead } from '../../ui/boot';
import { CardSkeletons, PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import type { useCampaign } from './campaign';

/**
 * The landing on its way: the header index.html painted from its early answer (as the first screen
 * only, while the boot markup is up), that very block, above the cards in grey; else the page's
 * skeleton.
 */
function CampaignSkeleton() {
  const [painted] = useState(() => (bootShowing() ? staticCustomHead() : null));
  if (!painted) return <PageSkeleton />;
  return (
    <>
      <Adopted node={painted} />
      <CardSkeletons count={3} />
    </>
  );
}

/** The campaign once it is there; its skeleton, its refusal or its failure with a retry before. */
export function CampaignState({
  state,
  children,
}: {
  state: ReturnType<typeof useCampaign>;
  children: (campaign: Campaign) => ReactNode;
}) {
  if (state.campaign) return <>{children(state.campaign)}</>;
  if (state.refusal) {
    return (
      <StateBlock
        kind="empty"
        title={CUSTOM_COPY.unknownCampaign}
        description={state.refusal}
        action={<Link to={paths.home()}>{CUSTOM_COPY.backHome}</Link>}
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <StateBlock
        kind="error"
        title={CUSTOM_COPY.loadFailed}
        description={CUSTOM_COPY.loadFailedBody}
        action={<Button onClick={state.reload}>{CUSTOM_COPY.retry}</Button>}
      />
    );
  }
  return <CampaignSkeleton />;
}
