import type { Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  BookingSchema,
  ProposalSchema,
  SlotsSchema,
  type Booking,
  type BookingRequest,
  type CallSlots,
  type Proposal,
} from './types';

export function fetchProposal(id: string): Promise<Reply<Proposal>> {
  return request(PATHS.proposal(id), { schema: ProposalSchema });
}

export function fetchSlots(id: string): Promise<Reply<CallSlots>> {
  return request(PATHS.proposalSlots(id), { schema: SlotsSchema });
}

export function bookCall(id: string, body: BookingRequest): Promise<Reply<Booking>> {
  return request(PATHS.proposalBooking(id), { method: 'POST', body, schema: BookingSchema });
}
