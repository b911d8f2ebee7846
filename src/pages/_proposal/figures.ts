import { COPY } from '../../config/copy';
import { PROPOSAL_COPY } from '../../config/copy-proposal';
import {
  RISKS,
  type GapFigure,
  type ProposalMember,
  type Recommendation,
  type Risk,
  type SharedPlan,
} from '../../data/proposal/types';
import { chineseDate } from '../../lib/date';
import { protectionGap } from '../../lib/gap';
import { priceText, yuanOfAmount } from '../../lib/money';
import { formatCoverPeriod, formatPayPeriod } from '../../lib/periods';
import { sumText } from '../_shared/sum-text';

/**
 * Every figure a plan shows, made once from the plan's reply: the plan's screens, each section
 * alone, the preview, the share card and the share image all read them from here, so one quantity
 * reads the same everywhere (`400万` on the screen is `400万` in the image). Nothing is added that
 * the reply does not say: cover is what the recommended products' benefits state, a gap only what
 * the plan recommends against the cover the family said they have (none claimed when not said).
 */

/** One risk's cover from the member's recommended products. */
export interface RiskCover {
  risk: Risk;
  /** 重疾, 医疗… */
  label: string;
  yuan: number;
  /** `400万` */
  text: string;
}

export interface GapLine {
  risk: Risk;
  label: string;
  recommended: number;
  recommendedText: string;
  /** null: the family has not said what they have (not the same as none). */
  existing: number | null;
  existingText: string | null;
  /** What is missing; null when the existing cover is not known. */
  gap: number | null;
  gapText: string | null;
  /** 0 to 1 of the recommendation covered by existing cover; null when not known. */
  ratio: number | null;
  /** What this plan's products give for the risk (the member's cover, below). */
  plan: number;
  planText: string;
  reason: string;
}

export interface ItemFigures {
  item: Recommendation;
  sumInsuredText: string;
  coverPeriod: string;
  payPeriod: string;
  premiumText: string;
}

export interface BenefitRow {
  risk: Risk;
  label: string;
  /** The member's cover for the risk (`400万`), or null when no benefit states a figure. */
  coverText: string | null;
  /** `一般医疗保险金 200万（守护百万医疗险(2026版)）` */
  lines: string[];
}

export interface MemberFigures {
  id: string;
  member: ProposalMember;
  /** `本人 · 男 · 38岁` */
  line: string;
  /** `本人38岁` (the share card's) */
  short: string;
  premium: number;
  premiumText: string;
  /** Each risk the member's products cover with a figure, in the plan's order of risks. */
  cover: RiskCover[];
  /** `重疾50万`, `医疗400万`… */
  coverParts: string[];
  gaps: GapLine[];
  items: ItemFigures[];
  benefits: BenefitRow[];
}

export interface PlanFigures {
  id: string;
  /** `张先生的家庭保障计划书` (the plan's heading); `来自好友分享` for a share. */
  title: string;
  /** The share card's and the share image's: no form of address (issue 24). */
  shareTitle: string;
  shareDesc: string;
  /** `制作日期：2026年11月18日` */
  madeOn: string;
  members: MemberFigures[];
  total: number;
  totalText: string;
}

/** `400万`, `5000元`; nothing at all is `0元` (not `0万`). */
const amountText = (yuan: number) => (yuan === 0 ? COPY.common.sumYuan(0) : sumText(yuan));

/** `¥1580`: a first-year premium. */
export const premiumText = (yuan: number) => priceText(Math.round(yuan * 100) / 100, '元', '¥0');

/** `本人 · 男 · 38岁`: how a member is named everywhere in a plan (no names, no ID numbers). */
export const memberLine = (member: ProposalMember) =>
  PROPOSAL_COPY.member(member.label, PROPOSAL_COPY.gender[member.gender], member.age);

const byRisk = (a: { risk: Risk }, b: { risk: Risk }) =>
  RISKS.indexOf(a.risk) - RISKS.indexOf(b.risk);

/** A product's cover for a risk: the largest figure among its benefits of that risk (0: none). */
function productCover(item: Recommendation, risk: Risk): number {
  return item.benefits
    .filter((benefit) => benefit.risk === risk)
    .reduce((most, benefit) => Math.max(most, yuanOfAmount(benefit.amount) ?? 0), 0);
}

/**
 * A member's cover for a risk over their products: benefit payments (重疾, 寿险, 意外) add up
 * across products; medical cover pays the costs once, so the largest sum is the cover.
 */
export function riskCover(items: Recommendation[], risk: Risk): number {
  const each = items.map((item) => productCover(item, risk));
  return risk === 'medical' ? Math.max(0, ...each) : each.reduce((sum, figure) => sum + figure, 0);
}

function gapLine(figure: GapFigure, plan: number): GapLine {
  const gap = protectionGap(figure);
  return {
    risk: figure.risk,
    label: PROPOSAL_COPY.risk[figure.risk],
    recommended: gap.recommended,
    recommendedText: amountText(gap.recommended),
    existing: gap.existing,
    existingText: gap.existing === null ? null : amountText(gap.existing),
    gap: gap.gap,
    gapText: gap.gap === null ? null : amountText(gap.gap),
    ratio: gap.ratio,
    plan,
    planText: amountText(plan),
    reason: figure.reason,
  };
}

/**
 * What the figures are made from: a plan, or the copy of one made for sharing (no form of
 * address: `addressee` null).
 */
export interface PlanBasis {
  id: string;
  addressee: string | null;
  createdAt: string;
  members: ProposalMember[];
  recommendations: Recommendation[];
}

function memberFigures(proposal: PlanBasis, member: ProposalMember): MemberFigures {
  const items = proposal.recommendations.filter((r) => r.memberId === member.id);
  const cover = RISKS.map((risk) => ({ risk, yuan: riskCover(items, risk) }))
    .filter((c) => c.yuan > 0)
    .map((c) => ({ ...c, label: PROPOSAL_COPY.risk[c.risk], text: sumText(c.yuan) }));
  const coverOf = (risk: Risk) => cover.find((c) => c.risk === risk);
  const premium = items.reduce((sum, r) => sum + r.premium, 0);
  return {
    id: member.id,
    member,
    line: memberLine(member),
    short: PROPOSAL_COPY.memberShort(member.label, member.age),
    premium,
    premiumText: premiumText(premium),
    cover,
    coverParts: cover.map((c) => `${c.label}${c.text}`),
    gaps: [...member.gaps].sort(byRisk).map((g) => gapLine(g, coverOf(g.risk)?.yuan ?? 0)),
    items: items.map((item) => ({
      item,
      sumInsuredText: sumText(item.sumInsured),
      coverPeriod: formatCoverPeriod(item.term) ?? item.term,
      payPeriod: formatPayPeriod(item.payPeriod) ?? item.payPeriod,
      premiumText: premiumText(item.premium),
    })),
    benefits: RISKS.map((risk) => ({
      risk,
      label: PROPOSAL_COPY.risk[risk],
      coverText: coverOf(risk)?.text ?? null,
      lines: items.flatMap((item) =>
        item.benefits
          .filter((b) => b.risk === risk)
          .map((b) => `${b.item} ${b.amount}${PROPOSAL_COPY.scheme.from(item.name)}`),
      ),
    })).filter((row) => row.lines.length > 0),
  };
}

/** The plan's figures: one function for every screen of the plan, its share and its image. */
export function planFigures(proposal: PlanBasis): PlanFigures {
  const members = proposal.members.map((member) => memberFigures(proposal, member));
  const total = members.reduce((sum, m) => sum + m.premium, 0);
  return {
    id: proposal.id,
    title:
      proposal.addressee === null
        ? PROPOSAL_COPY.shared.heading
        : PROPOSAL_COPY.title(proposal.addressee),
    shareTitle: PROPOSAL_COPY.shareTitle,
    shareDesc: PROPOSAL_COPY.shareDesc(members.map((m) => m.short).join('、')),
    madeOn: PROPOSAL_COPY.madeOn(chineseDate(proposal.createdAt)),
    members,
    total,
    totalText: premiumText(total),
  };
}

/**
 * A share as the plan's screens read a plan: the same members and products, with nothing the
 * share does not carry (no birth date, no gap's reasoning, no form of address). Its id is the
 * share's key.
 */
export function sharedBasis(shared: SharedPlan): PlanBasis {
  return {
    id: shared.key,
    addressee: null,
    createdAt: shared.createdAt,
    members: shared.members.map((member) => ({
      ...member,
      birthDate: null,
      gaps: member.gaps.map((gap) => ({ ...gap, reason: '' })),
    })),
    recommendations: shared.recommendations,
  };
}
