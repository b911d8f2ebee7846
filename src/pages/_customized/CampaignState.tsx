import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { paths } from '../../config/paths';
import type { Campaign } from '../../data/customizedV2/types';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import type { useCampaign } from './campaign';

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
  return <PageSkeleton />;
}
