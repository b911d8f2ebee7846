import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  BookingSchema,
  PlanShareSchema,
  ProposalReplySchema,
  SharedPlanSchema,
  ShareStateSchema,
  SlotsSchema,
  type Booking,
  type BookingRequest,
  type CallSlots,
  type PlanShare,
  type ProposalReply,
  type SharedPlan,
  type ShareState,
} from './types';

/** The plan, or (`status: 'writing'`) the word that its planner is still writing it. */
export function fetchProposal(id: string): Promise<Reply<ProposalReply>> {
  return request(PATHS.proposal(id), { schema: ProposalReplySchema });
}

export function fetchSlots(id: string): Promise<Reply<CallSlots>> {
  return request(PATHS.proposalSlots(id), { schema: SlotsSchema });
}

export function bookCall(id: string, body: BookingRequest): Promise<Reply<Booking>> {
  return request(PATHS.proposalBooking(id), { method: 'POST', body, schema: BookingSchema });
}

/** The plan's live share, or none (its own family only). */
export function fetchShare(id: string): Promise<Reply<ShareState>> {
  return request(PATHS.proposalShare(id), { schema: ShareStateSchema });
}

/** A share of the plan: a new one, or the live one when there is one. */
export function createShare(id: string): Promise<Reply<PlanShare>> {
  return request(PATHS.proposalShare(id), { method: 'POST', schema: PlanShareSchema });
}

/** Revokes the plan's live share: its link is refused from now on. */
export function revokeShare(id: string): Promise<Reply<ShareState>> {
  return request(PATHS.proposalShare(id), { method: 'DELETE', schema: ShareStateSchema });
}

/** What a share's link shows, to anyone holding it (no sign-in needed). */
export function fetchSharedPlan(key: string): Promise<Reply<SharedPlan>> {
  return request(PATHS.proposalShared(key), { schema: SharedPlanSchema });
}
