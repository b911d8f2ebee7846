import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  CampaignSchema,
  ResultSchema,
  ServiceOrderSchema,
  SlotsSchema,
  type AnswersRequest,
  type Campaign,
  type CampaignQuery,
  type CampaignResult,
  type OrderRequest,
  type ServiceOrder,
  type Slots,
} from './types';

// Campaign ids come from the address bar: encoded so that one can never reach another path.
const id = (campaignId: string) => encodeURIComponent(campaignId);

/** The service as this visitor sees it; the token says who they are, the query what link they came by. */
export function fetchCampaign(campaignId: string, query: CampaignQuery): Promise<Reply<Campaign>> {
  return request(PATHS.customized(id(campaignId)), {
    params: { ...query },
    schema: CampaignSchema,
  });
}

export function createServiceOrder(
  campaignId: string,
  body: OrderRequest,
): Promise<Reply<ServiceOrder>> {
  return request(PATHS.customizedOrder(id(campaignId)), {
    method: 'POST',
    body,
    schema: ServiceOrderSchema,
  });
}

export function fetchSlots(campaignId: string): Promise<Reply<Slots>> {
  return request(PATHS.customizedSlots(id(campaignId)), { schema: SlotsSchema });
}

export function submitAnswers(
  campaignId: string,
  body: AnswersRequest,
): Promise<Reply<CampaignResult>> {
  return request(PATHS.customizedAnswers(id(campaignId)), {
    method: 'POST',
    body,
    schema: ResultSchema,
  });
}
