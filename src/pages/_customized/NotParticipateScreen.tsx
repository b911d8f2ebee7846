import { Link, Navigate } from 'react-router-dom';
import { CUSTOM_COPY } from '../../config/copy-customized';
import { paths } from '../../config/paths';
import type { Campaign } from '../../data/customizedV2/types';
import screenStyles from '../_shared/Screen.module.css';
import { ResultLinks } from '../_shared/ResultLinks';
import { useCampaign, withCarry } from './campaign';
import { CampaignState } from './CampaignState';

const TEXT = CUSTOM_COPY.notParticipate;

function NotParticipate({ campaign }: { campaign: Campaign }) {
  const { id, query } = useCampaign();
  const status = campaign.visitor.status;
  // Bought after all (paid on another device, say): straight on to the form or the result.
  if (status === 'paid') return <Navigate replace to={withCarry(paths.campaign.form(id), query)} />;
  if (status === 'done')
    return <Navigate replace to={withCarry(paths.campaign.result(id), query)} />;
  return (
    <main className={screenStyles.centered}>
      <h1 className={screenStyles.title}>{TEXT.title}</h1>
      <p className={screenStyles.body}>{TEXT.body}</p>
      <div className={screenStyles.actions}>
        <Link
          className={screenStyles.link}
          to={withCarry(paths.campaign.home('MadeSpecial', id), query)}
        >
          {TEXT.buy}
        </Link>
      </div>
      <ResultLinks />
    </main>
  );
}

/** `/Active/MadeSpecial/:id/Form/notParticipate`: for a visitor who has not bought the service. */
export default function NotParticipateScreen() {
  const state = useCampaign();
  return (
    <CampaignState state={state}>
      {(campaign) => <NotParticipate campaign={campaign} />}
    </CampaignState>
  );
}
