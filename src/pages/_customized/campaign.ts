import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Campaign as ServiceKind } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { customizedV2Actions, selectCampaign } from '../../data/customizedV2';
import type { CampaignQuery } from '../../data/customizedV2/types';
import { selectSignedIn } from '../../data/login/selectors';

export type { ServiceKind };

/** The landing's layouts: Customized, CustomizedV2, MadeSpecial, and MadeSpecial's three variants. */
export type LandingVariant = 'classic' | 'v2' | 'special' | 'signed' | 'customer' | 'prospect';

const segments = (pathname: string) => pathname.replace(/\.html$/, '').split('/');

/** Which of the service's route families a pathname is in (its Payback is that family's). */
export function kindOf(pathname: string): ServiceKind {
  const family = segments(pathname)[2]?.toLowerCase();
  if (family === 'customizedv2') return 'CustomizedV2';
  if (family === 'madespecial') return 'MadeSpecial';
  return 'Customized';
}

export function variantOf(pathname: string): LandingVariant {
  const kind = kindOf(pathname);
  if (kind === 'CustomizedV2') return 'v2';
  if (kind === 'Customized') return 'classic';
  const last = segments(pathname)[4]?.toLowerCase();
  if (last === 'md5price') return 'signed';
  if (last === 'abaoaser') return 'customer';
  if (last === 'unabaouser') return 'prospect';
  return 'special';
}

/** What every step keeps from the link: the signed price and who referred the visitor. */
const CARRIED = ['price', 'sign', 'channel', 'advisorId', 'customerId', 'inviteCode'] as const;

export function carriedQuery(search: string): CampaignQuery {
  const params = new URLSearchParams(search);
  const query: CampaignQuery = {};
  for (const key of CARRIED) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** `path` (from `paths`) with the carried keys added to its query. */
export function withCarry(path: string, query: CampaignQuery): string {
  const [base, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  for (const key of CARRIED) {
    const value = query[key];
    if (value && !params.has(key)) params.set(key, value);
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base!;
}

/**
 * The campaign of the route's `:id` as this visitor sees it, asked on arrival and again when the
 * visitor signs in (the status and price are the server's, per visitor).
 */
export function useCampaign() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCampaign);
  const signedIn = useAppSelector(selectSignedIn);
  const query = useMemo(() => carriedQuery(search), [search]);
  const queryKey = JSON.stringify(query);
  const reload = useCallback(
    () => dispatch(customizedV2Actions.campaignRequested({ id, query: JSON.parse(queryKey) })),
    [dispatch, id, queryKey],
  );
  useEffect(() => {
    if (id) reload();
  }, [id, reload, signedIn]);
  const current = state.id === id ? state : null;
  const status = current?.status ?? 'loading';
  // The campaign kept from an earlier screen (a status from before a payment, say) is not this
  // screen's answer: it is once a question asked since has been answered.
  const [asked, setAsked] = useState(status !== 'succeeded');
  if (!asked && status !== 'succeeded') setAsked(true);
  return {
    id,
    kind: kindOf(pathname),
    query,
    campaign: current?.data ?? null,
    status,
    /** The campaign as the server answered since this screen came (or failed to). */
    settled: asked && status !== 'loading',
    refusal: current?.refusal ?? null,
    reload,
    signedIn,
  };
}
