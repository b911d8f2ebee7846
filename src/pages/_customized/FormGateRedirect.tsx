import { Navigate, useLocation } from 'react-router-dom';
import { paths, pathOf } from '../../config/paths';
import type { CampaignQuery } from '../../data/customizedV2/types';
import { inWechat } from '../_shared/in-wechat';
import { withCarry } from './campaign';
import type { FormGate } from './form';

/** The way a form screen's gate sends the visitor on; it replaces the screen (a redirect). */
export function FormGateRedirect({
  gate,
  id,
  query,
}: {
  gate: Exclude<FormGate, null>;
  id: string;
  query: CampaignQuery;
}) {
  const location = useLocation();
  const to =
    gate === 'signIn'
      ? paths.signIn(pathOf(location), inWechat())
      : gate === 'notBought'
        ? withCarry(paths.campaign.notParticipate(id), query)
        : withCarry(paths.campaign.result(id), query);
  return <Navigate replace to={to} />;
}
