import { PagedMetaSchema, type Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  EpolicySchema,
  PolicyDetailSchema,
  PolicyListSchema,
  RenewalOrderSchema,
  type Epolicy,
  type PolicyDetail,
  type PolicyItem,
  type PolicyListMeta,
  type PolicyQuery,
  type RenewalOrder,
} from './types';

export function fetchPolicies(query: PolicyQuery): Promise<Reply<PolicyItem[], PolicyListMeta>> {
  return request(PATHS.policyList, {
    params: { ...query },
    schema: PolicyListSchema,
    metaSchema: PagedMetaSchema,
  });
}

export function fetchPolicy(policyNo: string): Promise<Reply<PolicyDetail>> {
  return request(PATHS.policy(policyNo), { schema: PolicyDetailSchema });
}

export function fetchEpolicy(policyNo: string): Promise<Reply<Epolicy>> {
  return request(PATHS.policyEpolicy(policyNo), { schema: EpolicySchema });
}

export function startRenewal(policyNo: string): Promise<Reply<RenewalOrder>> {
  return request(PATHS.policyRenewal(policyNo), {
    method: 'POST',
    body: {},
    schema: RenewalOrderSchema,
  });
}
