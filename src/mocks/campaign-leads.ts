import type { LeadBody, LeadKind, LeadReply } from '../data/active/types';
import { LEAD_INSURED } from '../data/active/types';
import { fullYearsOf, mergeAgeIntervals } from '../lib/date';
import { isMobilePhone } from '../lib/phone';
import { randomId } from '../lib/random';
import { chinaDateTime, now } from './clock';
import { db } from './db';
import { SHORT_VIDEOS } from './fixtures/landings';
import { quotePremium } from './fixtures/products';
import { findProduct } from './products';
import { Refusal, SANDBOX_CODE } from './reply';
import { smsCodeValid, spendSmsCode } from './sms-code';

/**
 * Leads from the campaign pages (articles' templates, poster landings, the short video). Pure of
 * msw: the handler reads the body and the page, this decides. The sandbox keeps the lead (the
 * real backend would pass it to the advisors' desk); it never goes back to any client.
 */

export interface LeadRecord {
  id: string;
  kind: LeadKind;
  pageId: string;
  phone: string;
  name: string;
  insured: string;
  variant: string | null;
  ref: string | null;
  createdAt: number;
  at: string;
}

/** A second lead from the same phone on the same page within this time is the same lead. */
export const LEAD_DEDUPE_MS = 10 * 60 * 1000;

export const LEAD_CODE = {
  /** The campaign is over (a poster landing whose status is 'ended'). */
  campaignEnded: 4060,
} as const;

const bad = (message: string) => new Refusal(SANDBOX_CODE.badParam, message);

/** What the body must hold on every page; the SMS code where the page asks for one. */
function checkBody(body: Record<string, unknown>, needsCode: boolean): LeadBody | Refusal {
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  const name = text('name');
  const phone = text('phone');
  const insured = text('insured');
  if (!name || Array.from(name).length > 20) return bad('请填写正确的称呼');
  if (!isMobilePhone(phone)) return bad('手机号格式不正确');
  if (!(LEAD_INSURED as readonly string[]).includes(insured)) return bad('请选择为谁咨询');
  if (body.consent !== true) return bad('请先同意隐私政策');
  const code = text('code');
  if (needsCode && !smsCodeValid(phone, code)) {
    return new Refusal(SANDBOX_CODE.smsCodeWrong, '验证码错误或已过期');
  }
  const lead: LeadBody = { name, phone, insured: insured as LeadBody['insured'], consent: true };
  for (const key of ['birthDate', 'regionCode', 'term', 'variant', 'ref'] as const) {
    if (text(key)) lead[key] = text(key);
  }
  if (typeof body.age === 'number') lead.age = body.age;
  return lead;
}

/**
 * The short video's estimate for an age and a term: the product's own quote (its first plan, at
 * its base sum, paid yearly), or a refusal outside the product's ages and terms.
 */
export function shortVideoEstimate(
  pageId: string,
  age: number | undefined,
  term: string | undefined,
): LeadReply['estimate'] | Refusal {
  const page = SHORT_VIDEOS.find((video) => video.id === pageId);
  const product = page ? findProduct(page.productId) : undefined;
  const plan = product?.plans[0];
  if (!page || !product || !plan) return new Refusal(SANDBOX_CODE.notFound, '页面不存在');
  if (age === undefined || !Number.isInteger(age)) return bad('请选择被保人年龄');
  const ages = fullYearsOf(
    plan.ageInterval
      ? mergeAgeIntervals(product.ageInterval, plan.ageInterval)
      : product.ageInterval,
  );
  if (age < ages.min || age > ages.max) {
    return new Refusal(SANDBOX_CODE.ageOutOfRange, '被保人年龄不符合投保要求');
  }
  const termLabel = plan.terms.find((t) => t.value === term)?.label;
  if (!termLabel || term === undefined) return bad('请选择保障期限');
  const quote = quotePremium(plan.pricing, {
    age,
    sumInsured: plan.pricing.baseSum,
    term,
    payFrequency: 'annual',
  });
  return {
    premium: quote.premium,
    unit: quote.unit,
    basis: `${age}周岁，${plan.name}，保障${termLabel}，${product.name}`,
  };
}

export interface LeadInput {
  kind: LeadKind;
  pageId: string;
  body: Record<string, unknown>;
  /** The article's templates and the short video ask for an SMS code. */
  needsCode: boolean;
}

export function takeLead({ kind, pageId, body, needsCode }: LeadInput): LeadReply | Refusal {
  const lead = checkBody(body, needsCode);
  if (lead instanceof Refusal) return lead;
  let estimate: LeadReply['estimate'] = null;
  if (kind === 'shortvideo') {
    const result = shortVideoEstimate(pageId, lead.age, lead.term);
    if (result instanceof Refusal) return result;
    estimate = result;
  }
  if (needsCode) spendSmsCode(lead.phone);
  const t = now();
  const earlier = db.leads.find(
    (row) =>
      row.kind === kind &&
      row.pageId === pageId &&
      row.phone === lead.phone &&
      t - row.createdAt < LEAD_DEDUPE_MS,
  );
  if (earlier) {
    return { leadId: earlier.id, message: '您已提交过，顾问会尽快与您联系。', estimate };
  }
  const record = db.leads.insert({
    id: `L${randomId(6)}`,
    kind,
    pageId,
    phone: lead.phone,
    name: lead.name,
    insured: lead.insured,
    variant: lead.variant ?? null,
    ref: lead.ref ?? null,
    createdAt: t,
    at: chinaDateTime(t),
  });
  return {
    leadId: record.id,
    message: '提交成功，持牌顾问会在1个工作日内与您电话联系（工作日 9:00-18:00）。',
    estimate,
  };
}

/** A poster's referral key: whose share it was, known to the server only. */
export interface ReferralRecord {
  id: string;
  kitId: string;
  posterId: string;
  userId: number | null;
  createdAt: number;
}
