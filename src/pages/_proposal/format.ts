import { PROPOSAL_COPY } from '../../config/copy-proposal';
import type { Proposal, ProposalMember } from '../../data/proposal/types';
import { priceText } from '../../lib/money';

/** `本人 · 男 · 38岁`: how a member is named everywhere in a plan (no names, no ID numbers). */
export const memberLine = (member: ProposalMember) =>
  PROPOSAL_COPY.member(member.label, PROPOSAL_COPY.gender[member.gender], member.age);

/** `¥1580`: a first-year premium. */
export const premiumText = (yuan: number) => priceText(Math.round(yuan * 100) / 100, '元', '¥0');

/** A member's first-year premium over the products recommended to them. */
export function memberPremium(proposal: Proposal, memberId: string): number {
  return proposal.recommendations
    .filter((r) => r.memberId === memberId)
    .reduce((sum, r) => sum + r.premium, 0);
}

/** The family's first-year premium. */
export function totalPremium(proposal: Proposal): number {
  return proposal.recommendations.reduce((sum, r) => sum + r.premium, 0);
}
