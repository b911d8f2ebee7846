import { PROPOSAL_COPY } from '../../config/copy-proposal';
import { paths } from '../../config/paths';
import type { Proposal } from '../../data/proposal/types';

/**
 * The card a shared plan shows in a chat: title "{称呼}的计划书" and the members by role and age,
 * nothing more personal. The share mechanism (the messaging app's JS-SDK) reads this.
 */
export interface ShareCard {
  title: string;
  desc: string;
  /** Absolute, to the read-only preview. */
  link: string;
}

export function shareCardOf(
  proposal: Proposal,
  origin: string = window.location.origin,
): ShareCard {
  const members = proposal.members
    .map((member) => PROPOSAL_COPY.memberShort(member.label, member.age))
    .join('、');
  return {
    title: PROPOSAL_COPY.shareTitle(proposal.addressee),
    desc: PROPOSAL_COPY.shareDesc(members),
    link: new URL(paths.proposal.preview(proposal.id), origin).href,
  };
}
