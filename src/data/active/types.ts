import * as v from 'valibot';
import type { PagedMetaSchema } from '../../api/envelope';
import { ProductItemSchema } from '../home/types';

/**
 * The `active` area's replies (GET /rest/api/active/{kind}/{id}, ASSUMED shapes, docs/api.md).
 * Required: what a screen would be wrong without (ids, statuses, the licence number on marketing
 * material, prices); display texts and lists default to '' and [].
 */
const text = () => v.nullish(v.string(), '');
const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item), () => []);

/** A picture with its size, so the page keeps its place before it loads (no layout shift). */
export const PictureSchema = v.object({
  url: v.string(),
  width: v.number(),
  height: v.number(),
});
export type Picture = v.InferOutput<typeof PictureSchema>;

/**
 * The licensed person behind marketing material: the regulator asks for the name and the
 * licence number (执业证编号) on it, and for the institution's full name.
 */
export const AdvisorSchema = v.object({
  name: v.string(),
  licenceNo: v.string(),
  organisation: v.string(),
  title: text(),
  phone: text(),
  wechatId: text(),
  /** A QR code picture to add them in the messaging app. */
  qrCode: v.nullish(v.string(), null),
  avatar: v.nullish(v.string(), null),
});
export type Advisor = v.InferOutput<typeof AdvisorSchema>;

// ---------------------------------------------------------------------------------------------
// Home banners

/**
 * One banner of GET /rest/api/active/banners (ASSUMED): a campaign running now. Required: what a
 * slide is made of. The picture and the link are used only when safe (lib/url): a picture from
 * https or this site, a link to a path on this site.
 */
export const BannerSchema = v.object({
  id: v.number(),
  /** What the picture says, for those who cannot see it. */
  title: v.string(),
  image: v.string(),
  link: v.nullish(v.string(), null),
});
export type Banner = v.InferOutput<typeof BannerSchema>;
export const BannersSchema = v.array(BannerSchema);

// ---------------------------------------------------------------------------------------------
// Articles

export const ArticleSummarySchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: text(),
  cover: v.nullish(PictureSchema, null),
  /** YYYY-MM-DD */
  publishedAt: text(),
  author: text(),
});
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;
export const ArticleListSchema = v.array(ArticleSummarySchema);
export type ArticlesMeta = NonNullable<v.InferOutput<typeof PagedMetaSchema>>;

export const ArticleSchema = v.object({
  id: v.number(),
  /** 'withdrawn': the screen says 文章已下架 and offers a way on. */
  status: v.picklist(['on', 'withdrawn']),
  title: v.string(),
  summary: text(),
  author: text(),
  publishedAt: text(),
  cover: v.nullish(PictureSchema, null),
  /** Server HTML: shown through ui/SafeHtml only. */
  html: text(),
  advisor: v.nullish(AdvisorSchema, null),
  /** Where the article puts the advisor's card. */
  advisorPosition: v.nullish(v.picklist(['top', 'bottom', 'none']), 'bottom'),
  /** Up to three, shown as "…元起" and opening their detail. */
  products: list(ProductItemSchema),
  /** The series it belongs to, if any (its pages: /Active/Articles/:seriesId/articles/page). */
  seriesId: v.nullish(v.number(), null),
  /** The insurer or platform the content speaks for, by its full name. */
  publisher: text(),
  /** The advertorial templates' lead form (p1, p6): its heading and offer. */
  lead: v.nullish(v.object({ title: v.string(), intro: text(), submitText: text() }), null),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

export const SeriesSchema = v.object({
  id: v.number(),
  title: v.string(),
  intro: text(),
  articles: list(ArticleSummarySchema),
});
export type Series = v.InferOutput<typeof SeriesSchema>;

// ---------------------------------------------------------------------------------------------
// Landings: information flow and the short video

/**
 * A landing names the product it speaks for by id; everything it shows about that product (name,
 * price, facts, exclusions) is read from the product's own reply, never from the landing's.
 */
export const ProductIdSchema = v.number();

export const FlowLandingSchema = v.object({
  variant: v.picklist(['p1', 'p2', 'p3']),
  title: v.string(),
  hero: v.object({ title: v.string(), subtitle: text(), picture: v.nullish(PictureSchema, null) }),
  points: list(v.object({ title: v.string(), text: text() })),
  /** Null on a landing that sells a service (the planning consultation), not a product. */
  productId: v.nullish(ProductIdSchema, null),
  advisor: AdvisorSchema,
  /** What the sticky button does: open customer service, or copy the advisor's messaging-app id. */
  cta: v.object({ kind: v.picklist(['service', 'wechat']), text: v.string() }),
  /** How to add the advisor, step by step, after copying the id. */
  howToAdd: list(v.string()),
});
export type FlowLanding = v.InferOutput<typeof FlowLandingSchema>;
export type FlowVariant = FlowLanding['variant'];

export const ShortVideoSchema = v.object({
  id: v.string(),
  title: v.string(),
  subtitle: text(),
  productId: ProductIdSchema,
  video: v.nullish(v.object({ url: v.string(), poster: v.string() }), null),
  /** Shown in place of the player when the video is missing. */
  videoNote: text(),
});
export type ShortVideo = v.InferOutput<typeof ShortVideoSchema>;

// ---------------------------------------------------------------------------------------------
// Leads

/** 全家 / 本人 / 配偶 / 父母 / 孩子 */
export const LEAD_INSURED = ['family', 'self', 'spouse', 'parents', 'children'] as const;
export type LeadInsured = (typeof LEAD_INSURED)[number];

/** From this age up a product is for the elderly: bought for 父母, or by themselves and a spouse. */
export const ELDER_FROM = 50;

/**
 * Whom a visitor can ask about for a product insuring these ages (in full years): a product for
 * people of 50 and over is not offered for 孩子 or 全家, one for under-18s only for 孩子; any
 * other, and a form that knows no ages, offers all five.
 */
export function leadInsuredFor(ages?: { min: number; max: number }): readonly LeadInsured[] {
  if (ages && ages.min >= ELDER_FROM) return ['parents', 'self', 'spouse'];
  if (ages && ages.max < 18) return ['children'];
  return LEAD_INSURED;
}

export type LeadKind = 'article' | 'poster' | 'shortvideo';

/** POST /rest/api/active/{kind}/{id}/leads body. Never logged, never kept after the submit. */
export interface LeadBody {
  /** 称呼 */
  name: string;
  phone: string;
  insured: LeadInsured;
  /** The SMS code, where the form asks for one (articles' templates, the short video). */
  code?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  regionCode?: string;
  /** Short video: the age and the cover term of the estimate. */
  age?: number;
  term?: string;
  /** The template or variant the lead came from (p1, p6). */
  variant?: string;
  /** The referral key of a shared poster link. */
  ref?: string;
  consent: true;
}

export const LeadReplySchema = v.object({
  leadId: v.string(),
  /** What happens next, as the server words it. */
  message: text(),
  /** The short video's premium estimate. */
  estimate: v.nullish(v.object({ premium: v.number(), unit: v.string(), basis: text() }), null),
});
export type LeadReply = v.InferOutput<typeof LeadReplySchema>;

// ---------------------------------------------------------------------------------------------
// Invite friends

export const InviteFriendSchema = v.object({
  /** Masked by the server (王**). */
  name: v.string(),
  state: v.picklist(['invited', 'joined', 'rewarded']),
  /** YYYY-MM-DD */
  at: text(),
});
export type InviteFriend = v.InferOutput<typeof InviteFriendSchema>;

export const InviteSchema = v.object({
  campaignId: v.string(),
  title: v.string(),
  /** The customisation service an invitee lands on (CustomizedV2/:id). */
  serviceId: v.number(),
  inviteCode: v.string(),
  shareTitle: v.string(),
  shareDesc: text(),
  rules: v.object({
    sponsor: v.string(),
    reward: v.string(),
    conditions: list(v.string()),
    cap: v.string(),
    period: v.string(),
    notes: list(v.string()),
  }),
  friends: list(InviteFriendSchema),
  rewards: list(
    v.object({ id: v.string(), amount: v.number(), at: text(), note: text(), state: text() }),
  ),
  totals: v.object({ rewarded: v.number(), pending: v.number() }),
  /** The poster's picture (same origin or CORS-enabled, so the canvas can export it). */
  posterBackground: PictureSchema,
});
export type Invite = v.InferOutput<typeof InviteSchema>;

// ---------------------------------------------------------------------------------------------
// Boot pages: the customer group's owner

export const GroupSchema = v.object({
  id: v.string(),
  status: v.picklist(['open', 'closed', 'expired']),
  groupName: v.string(),
  headline: v.string(),
  owner: v.object({
    name: v.string(),
    title: text(),
    wechatId: v.string(),
    licenceNo: v.string(),
    organisation: v.string(),
    avatar: v.nullish(v.string(), null),
  }),
  /** The group's QR code picture, shown as an <img> so a long press recognises it. */
  qrCode: v.string(),
  benefits: list(v.object({ title: v.string(), text: text() })),
  /** YYYY-MM-DD: the QR code's last day. */
  validUntil: text(),
  notice: text(),
});
export type Group = v.InferOutput<typeof GroupSchema>;
