import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  BookingSchema,
  ProposalReplySchema,
  SlotsSchema,
  type Booking,
  type BookingRequest,
  type CallSlots,
  type ProposalReply,
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
