import type {
  Epolicy,
  PolicyDetail,
  PolicyItem,
  PolicyStatus,
  RenewalDue,
} from '../data/policy/types';
import type { PolicyFilter } from '../config/paths';
import { maskBankAccount, maskEmail, maskIdCard, maskName, maskPhone } from '../lib/mask';
import { formatCoverPeriod, formatPayPeriod } from '../lib/periods';
import { parseIdCard } from '../lib/id-card';
import { priceText } from '../lib/money';
import { POLICY_COPY } from '../config/copy-policy';
import { TRIAL_COPY } from '../config/copy-trial';
import type { UserRecord } from './fixtures/accounts';
import { chinaDate, now } from './clock';
import { db } from './db';
import type { OrderRecord } from './fixtures/orders';
import {
  addDays,
  addYears,
  GRACE_DAYS,
  policyOfOrder,
  type PolicyPerson,
  type PolicyRecord,
} from './fixtures/policies';
import { CLAIM_DOCUMENTS } from './fixtures/products/service-texts';
import { insurerProfile } from './fixtures/products/shared';

/**
 * Policies of the sandbox: issued when an order is paid (orders.ts calls policyPaid), read by the
 * policy handlers. The status comes from the dates and the sandbox clock at the moment of reading:
 * a policy bought today is 待生效 until tomorrow, then 保障中, then 已失效 after its last day.
 */

const today = () => chinaDate(now());

/** The next yearly instalment's due date, while instalments remain. */
function nextDueDate(policy: PolicyRecord): string | null {
  if (policy.payYears === null || policy.premiumsPaid >= policy.payYears) return null;
  return addYears(policy.effectiveDate, policy.premiumsPaid);
}

export function renewalDueOf(policy: PolicyRecord, on: string = today()): RenewalDue | null {
  const due = nextDueDate(policy);
  if (due === null || on <= due) return null;
  return { dueDate: due, graceEndDate: addDays(due, GRACE_DAYS), premium: policy.premium };
}

export function policyStatus(policy: PolicyRecord, on: string = today()): PolicyStatus {
  if (policy.surrenderedAt !== null) return 'surrendered';
  if (on < policy.effectiveDate) return 'pending';
  if (policy.endDate !== null && on > policy.endDate) return 'expired';
  const renewal = renewalDueOf(policy, on);
  if (renewal === null) return 'active';
  return on <= renewal.graceEndDate ? 'overdue' : 'expired';
}

const FILTER_STATUSES: Record<PolicyFilter, readonly PolicyStatus[]> = {
  // Still covered in the grace period: a late premium is 保障中 with a pay action.
  active: ['active', 'overdue'],
  pending: ['pending'],
  ended: ['expired', 'surrendered'],
};

export const POLICY_FILTERS = Object.keys(FILTER_STATUSES) as PolicyFilter[];

/**
 * The policies of a user: bought on this account, or naming the account's phone as the
 * applicant's (bought elsewhere with the same number). Newest payment first.
 */
export function policiesOf(user: UserRecord, filter?: PolicyFilter): PolicyRecord[] {
  return db.policies
    .filter(
      (policy) =>
        policy.userId === user.id ||
        (user.phone !== null && policy.applicant.mobile === user.phone),
    )
    .filter((policy) => !filter || FILTER_STATUSES[filter].includes(policyStatus(policy)))
    .sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt) || b.id.localeCompare(a.id));
}

/** The user's policy of that number; undefined for another's, so its existence does not leak. */
export function policyFor(user: UserRecord, policyNo: string): PolicyRecord | undefined {
  return policiesOf(user).find((policy) => policy.id === policyNo);
}

export function toPolicyItem(policy: PolicyRecord): PolicyItem {
  return {
    policyNo: policy.id,
    productId: policy.productId,
    productName: policy.productName,
    family: policy.family,
    planName: policy.planName,
    insurer: policy.insurer,
    status: policyStatus(policy),
    insuredName: policy.insured.map((person) => maskName(person.name)).join('、'),
    effectiveDate: policy.effectiveDate,
    endDate: policy.endDate,
    premium: policy.premium,
    premiumUnit: policy.premiumUnit,
    renewalDue: policyStatus(policy) === 'overdue' ? renewalDueOf(policy) : null,
  };
}

function personView(person: PolicyPerson) {
  const id = parseIdCard(person.idCard);
  return {
    name: maskName(person.name),
    idType: person.idCard ? '居民身份证' : '',
    idNumber: person.idCard ? maskIdCard(person.idCard) : '',
    birthDate: id.valid ? id.birthText : '',
    gender: id.valid ? id.gender : null,
  };
}

const PAY_LABEL = TRIAL_COPY.trial.frequency;

function paymentTerm(policy: PolicyRecord): string {
  // A gift's policy: nobody pays for it, so there is no way of paying to state.
  if (policy.premium === 0) return '';
  if (policy.payYears !== null) return formatPayPeriod(`${policy.payYears}y`) ?? '';
  return PAY_LABEL[policy.payFrequency];
}

/** `15天` in the product's key facts; 0 for `无（一年期产品）`. */
function coolingOffDays(policy: PolicyRecord): number {
  const text = db.productDetails.get(policy.productId)?.keyFacts.coolingOff ?? '';
  const days = /^(\d+)天/.exec(text);
  return days ? Number(days[1]) : 0;
}

export function toPolicyDetail(policy: PolicyRecord): PolicyDetail {
  const detail = db.productDetails.get(policy.productId);
  const plan = detail?.plans.find((p) => p.id === policy.planId);
  const coolingDays = coolingOffDays(policy);
  return {
    ...toPolicyItem(policy),
    orderId: policy.orderId,
    applicant: {
      ...personView(policy.applicant),
      phone: policy.applicant.mobile ? maskPhone(policy.applicant.mobile) : '',
      email: policy.applicant.email ? maskEmail(policy.applicant.email) : '',
    },
    insured: policy.insured.map((person) => ({
      ...personView(person),
      relationship: person.relationship,
    })),
    beneficiaryType: policy.beneficiaryType,
    beneficiaries: policy.beneficiaries.map((b) => ({
      name: maskName(b.name),
      relationship: b.relationship,
      share: b.share,
      idNumber: maskIdCard(b.idCard),
    })),
    sumInsured: policy.sumInsured,
    coverages: plan?.coverages ?? [],
    termLabel: formatCoverPeriod(policy.term) ?? '',
    paymentTerm: paymentTerm(policy),
    renewalAccount: policy.renewalAccount && {
      bank: policy.renewalAccount.bank,
      account: maskBankAccount(policy.renewalAccount.account),
    },
    coolingOff:
      coolingDays > 0
        ? { days: coolingDays, endDate: addDays(policy.paidAt.slice(0, 10), coolingDays) }
        : null,
    surrenderedAt: policy.surrenderedAt,
    insurerHotline: insurerProfile(policy.insurer).phone,
    claimReport: detail?.keyFacts.claimReport ?? '',
    claimDocuments: detail ? [...CLAIM_DOCUMENTS[detail.kind]] : [],
    claimsProcess: detail?.claimsProcess ?? [],
    documents: (detail?.documents ?? []).filter((doc) =>
      ['terms', 'notice', 'exclusions'].includes(doc.key),
    ),
    epolicy: { status: now() >= policy.epolicyReadyAt ? 'ready' : 'issuing' },
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function row(label: string, value: string): string {
  return `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`;
}

/** The electronic policy as the insurer's system renders it: masked, as every copy handed out. */
export function epolicyOf(policy: PolicyRecord): Epolicy {
  if (now() < policy.epolicyReadyAt) return { status: 'issuing', title: '', html: '', url: null };
  const view = toPolicyDetail(policy);
  const period = `${view.effectiveDate} 零时起至 ${view.endDate ?? '终身'}${view.endDate ? ' 二十四时止' : ''}`;
  const people = view.insured.map((p) => `${p.name}（${p.idNumber || '—'}）`).join('、');
  const cover = view.coverages
    // The sum as the policy states it, with its note (与重疾医疗共用保额: a sum shared, not added).
    .map(
      (c) =>
        `<tr><td>${escape(c.item)}</td><td>${escape(c.sumInsured)}${c.note ? `（${escape(c.note)}）` : ''}</td></tr>`,
    )
    .join('');
  const html = [
    `<h2>${escape(view.insurer)}</h2>`,
    `<p>电子保险单（${escape(view.productName)}）</p>`,
    '<table><tbody>',
    row('保险单号', view.policyNo),
    row('投保人', `${view.applicant.name}（${view.applicant.idNumber || '—'}）`),
    row('被保险人', people),
    row('身故受益人', view.beneficiaryType === 'legal' ? '法定' : '指定'),
    row('保障计划', view.planName),
    row('保险期间', period),
    view.paymentTerm ? row(TRIAL_COPY.trial.payFrequency, view.paymentTerm) : '',
    // As every screen writes the policy's premium (¥693.60/年): one money style.
    row('保险费', priceText(view.premium, view.premiumUnit, POLICY_COPY.free, { exact: true })),
    '</tbody></table>',
    '<h3>保障责任</h3>',
    `<table><thead><tr><th>保障项目</th><th>保险金额</th></tr></thead><tbody>${cover}</tbody></table>`,
    '<h3>特别约定</h3>',
    '<p>本保险单为电子保险单，与纸质保险单具有同等法律效力。本保险单的保险条款、投保单、批单及其他约定书均为本合同的组成部分。</p>',
    `<p>客服电话：${escape(view.insurerHotline)}，签发日期：${escape(policy.paidAt.slice(0, 10))}</p>`,
  ].join('');
  return { status: 'ready', title: '电子保单', html, url: null };
}

/**
 * An order became paid: an ordinary one is issued its policy (under the order's policy number);
 * a renewal order pays the next instalment of the policy it renews.
 */
export function policyPaid(order: OrderRecord): void {
  const renewal = db.renewals.get(order.orderId);
  if (renewal) {
    const policy = db.policies.get(renewal.policyNo);
    if (policy && !renewal.settled) {
      db.policies.update(policy.id, { premiumsPaid: policy.premiumsPaid + 1 });
      db.renewals.update(renewal.id, { settled: true });
    }
    return;
  }
  if (!order.policyNo || db.policies.get(order.policyNo)) return;
  const policy = policyOfOrder(order, order.policyNo);
  if (policy) db.policies.insert(policy);
}

/** An overdue policy's renewal premium: the order it is paid with is tied to it here. */
export function recordRenewal(orderId: string, policyNo: string): void {
  db.renewals.insert({ id: orderId, policyNo, settled: false });
}
