import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  ClaimedPolicySchema,
  GiftSchema,
  type ClaimBody,
  type ClaimedPolicy,
  type Gift,
} from './types';

export function fetchGift(id: number): Promise<Reply<Gift>> {
  return request(PATHS.gift(id), { schema: GiftSchema });
}

export function claimGift(id: number, body: ClaimBody): Promise<Reply<ClaimedPolicy>> {
  return request(PATHS.giftClaim(id), { method: 'POST', body, schema: ClaimedPolicySchema });
}

/** The claimed policy again, after a reload of the result screen (ASSUMED path). */
export function fetchClaim(id: number, policyNo: string): Promise<Reply<ClaimedPolicy>> {
  return request(PATHS.giftClaim(id), { params: { policyNo }, schema: ClaimedPolicySchema });
}
