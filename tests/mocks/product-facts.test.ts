import { describe, expect, it } from 'vitest';
import { FUNNEL_COPY } from '../../src/config/copy-funnel';
import { PRODUCT_COPY } from '../../src/config/copy-product';
import { coolingOffOf } from '../../src/data/product/facts';
import type { ProductDetail } from '../../src/data/product/types';
import { PRODUCT_DETAILS, toProductDetail } from '../../src/mocks/fixtures/products';
import { COPY } from '../../src/config/copy';
import { priceText } from '../../src/lib/money';

/**
 * The facts of a product (claims window, cooling-off period, waiting period, exclusions) are
 * stated in many places: the detail screen's facts, the claims steps, the FAQs, the rich
 * content, the five documents and the confirmation's consent. They must all say the same thing,
 * for every sandbox product.
 */

const PRODUCTS: ProductDetail[] = PRODUCT_DETAILS.map(toProductDetail);

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * An HTML document as the statements a reader meets: every element and 。；starts a new one.
 * Headings (第五条 等待期) name a topic, the text under them says what it is: they are left out.
 */
function sentencesOfHtml(html: string): string[] {
  const body = html.replace(/<(h[1-6])>.*?<\/\1>/g, '\n');
  return sentencesOf(decode(body.replace(/<[^>]+>/g, '\n')));
}

function sentencesOf(text: string): string[] {
  return text
    .split(/[\n。；]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Where each sentence comes from, so a failure names it. */
interface Said {
  where: string;
  sentence: string;
}

/** Everything the site says about the product, sentence by sentence. */
function everythingSaid(product: ProductDetail): Said[] {
  const said: Said[] = [];
  const add = (where: string, sentences: string[]) =>
    said.push(...sentences.map((sentence) => ({ where, sentence })));
  const facts = product.keyFacts;
  add(
    'key facts',
    (Object.keys(PRODUCT_COPY.product.facts) as (keyof typeof PRODUCT_COPY.product.facts)[]).map(
      (key) => `${PRODUCT_COPY.product.facts[key]}：${facts[key]}`,
    ),
  );
  for (const doc of product.documents) add(`document ${doc.key}`, sentencesOfHtml(doc.html));
  add('content', sentencesOfHtml(product.content));
  for (const step of product.claimsProcess) add('claims steps', sentencesOf(step.description));
  for (const faq of product.faqs) add('faqs', sentencesOf(`${faq.question}\n${faq.answer}`));
  for (const h of product.highlights) add('highlights', sentencesOf(h.description));
  const cooling = coolingOffOf(facts);
  add(
    'consent',
    sentencesOf(
      FUNNEL_COPY.confirm.consentDocuments(
        '《投保须知》《免责条款》',
        cooling && cooling !== 'none' ? cooling.period : null,
      ),
    ),
  );
  return said;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const about = (said: Said[], pattern: RegExp) => said.filter((s) => pattern.test(s.sentence));

/** A plan term that is not one year or less (1y, 30d, 3m): a long-term contract. */
const isLongTerm = (product: ProductDetail) =>
  product.plans.some((plan) => plan.terms.some((t) => !/^\d+[dm]$|^1y$/.test(t.value)));

describe.each(PRODUCTS.map((p) => [`${p.id} ${p.name}`, p] as const))('%s', (_name, product) => {
  const said = everythingSaid(product);
  const facts = product.keyFacts;

  it('states one claims window everywhere it says how soon to report', () => {
    expect(facts.claimReport).toMatch(/^\d+(小时|日|天)内$/);
    const windows = about(said, /报案|通知本公司|保险事故发生后/).flatMap(({ where, sentence }) =>
      [...sentence.matchAll(/\d+(?:小时|日|天)内/g)].map((m) => `${where}: ${m[0]}`),
    );
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows) expect(window).toMatch(new RegExp(`: ${facts.claimReport}$`));
  });

  it('sends a claim only where a way exists: the insurer’s line, and the policy’s 理赔报案 entry', () => {
    // The site has no claims form and 我的保单 no online report or auto-debit switch (issue 22).
    const untrue = said.filter(({ sentence }) =>
      /在线报案|线上上传|线上提交|在线上传|“我的保单”中(关闭|申请|报案|上传)/.test(sentence),
    );
    expect(untrue).toEqual([]);
    const report = about(said, /报案/);
    expect(report.some(({ sentence }) => sentence.includes('客服电话'))).toBe(true);
  });

  it('speaks of a cooling-off period only as long as the one it has, and never of one it has not', () => {
    const days = facts.coolingOffDays;
    expect(days).not.toBeNull();
    const mentions = about(said, /犹豫期/);
    if (days === 0) {
      expect(facts.coolingOff).toMatch(/^无/);
      // A product without one may only say so.
      for (const { where, sentence } of mentions) {
        expect(`${where}: ${sentence}`).toMatch(/不设犹豫期|无犹豫期|犹豫期：无/);
      }
    } else {
      expect(facts.coolingOff).toBe(`${days}天`);
      const stated = mentions.flatMap(({ where, sentence }) =>
        [...sentence.matchAll(/(\d+)天为犹豫期|犹豫期为(\d+)天|犹豫期[：（](\d+)天/g)].map(
          (m) => `${where}: ${m[1] ?? m[2] ?? m[3]}`,
        ),
      );
      expect(stated.length).toBeGreaterThan(0);
      for (const length of stated) expect(length).toMatch(new RegExp(`: ${days}$`));
    }
  });

  it('has a cooling-off period of at least 15 days when the contract is longer than a year', () => {
    if (isLongTerm(product)) expect(facts.coolingOffDays).toBeGreaterThanOrEqual(15);
  });

  it('states its waiting period alike everywhere', () => {
    const mentions = about(said, /等待期/);
    if (facts.waitingPeriod.startsWith('无')) {
      for (const { where, sentence } of mentions) {
        expect(`${where}: ${sentence}`).toMatch(/无等待期|等待期：无|不受等待期限制/);
      }
      return;
    }
    const allowed = new Set(facts.waitingPeriod.match(/\d+天/g));
    expect(allowed.size).toBeGreaterThan(0);
    const stated = mentions.flatMap(({ where, sentence }) =>
      [...sentence.matchAll(/(\d+天)为?等待期|等待期(?:为|：|仅)?(\d+天)/g)].map((m) => ({
        where: `${where}: ${sentence}`,
        length: m[1] ?? m[2],
      })),
    );
    expect(stated.length).toBeGreaterThan(0);
    for (const { where, length } of stated) expect(allowed, where).toContain(length);
  });

  it('lists its exclusions under every heading that announces them, the same list everywhere', () => {
    expect(product.exclusions.length).toBeGreaterThan(0);
    const sources = [...product.documents.map((d) => d.html), product.content];
    for (const html of sources) {
      // A sentence that ends announcing a list of what is not covered is followed by that list.
      for (const match of html.matchAll(/不承担保险责任：<\/p>(<ol>(?:<li>.*?<\/li>)*<\/ol>)?/g)) {
        const items = [...(match[1] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => decode(m[1]));
        expect(items).toEqual(product.exclusions);
      }
    }
    const exclusionsDoc = product.documents.find((d) => d.key === 'exclusions');
    expect(exclusionsDoc?.html).toMatch(/不承担保险责任：<\/p><ol><li>/);
  });

  it('titles its terms by its 条款名称, and the terms’ first article names that clause', () => {
    const terms = product.documents.find((d) => d.key === 'terms');
    const clause = product.keyFacts.clause;
    expect(clause).toBeTruthy();
    expect(terms?.html).toMatch(new RegExp(`^<h2>${escapeRegExp(clause)}条款</h2>`));
    const firstArticle = /<h3>第一条[^<]*<\/h3>(.*?)<h3>/.exec(terms?.html ?? '')?.[1] ?? '';
    expect(decode(firstArticle)).toContain(`《${clause}条款》`);
    // Every clause the terms cite is this one: no older or shorter name of the product.
    const cited = [...decode(terms?.html ?? '').matchAll(/《([^》]*条款)》/g)].map((m) => m[1]);
    expect(new Set(cited)).toEqual(new Set([`${clause}条款`]));
  });

  it('says the buyer chose a term, a way of paying or a plan only where the product offers a choice', () => {
    const terms = decode(product.documents.find((d) => d.key === 'terms')?.html ?? '');
    const termLabels = new Set(product.plans.flatMap((plan) => plan.terms.map((t) => t.label)));
    const period = /本合同的保险期间为([^，。]*)(，由投保人在投保时选定)?/.exec(terms);
    expect(period).not.toBeNull();
    expect(!!period?.[2], 'the period said to be chosen').toBe(termLabels.size > 1);
    expect(terms.includes('投保人在投保时选定一项保险计划')).toBe(product.plans.length > 1);
    expect(terms.includes('按投保人选定并在保险单上载明的保险计划')).toBe(product.plans.length > 1);
  });

  it('writes its specimen premium as its product page writes its price from (¥136/年起)', () => {
    const sample = product.documents.find((d) => d.key === 'sample');
    const plan = product.plans[0];
    const expected = priceText(plan.premiumFrom, plan.premiumUnit, COPY.price.free);
    expect(sample?.html).toContain(`<tr><th>保险费</th><td>${expected}</td></tr>`);
    expect(sample?.html).not.toMatch(/<th>保险费<\/th><td>[^<]*元/);
  });
});

it('the consent speaks of a cooling-off period exactly for the products that have one', () => {
  for (const product of PRODUCTS) {
    const cooling = coolingOffOf(product.keyFacts);
    const consent = FUNNEL_COPY.confirm.consentDocuments(
      '《投保须知》',
      cooling && cooling !== 'none' ? cooling.period : null,
    );
    expect(consent.includes('犹豫期'), `${product.id}`).toBe(
      (product.keyFacts.coolingOffDays ?? 0) > 0,
    );
  }
  // Both kinds are in the sandbox, so both branches are exercised.
  expect(PRODUCTS.some((p) => p.keyFacts.coolingOffDays === 0)).toBe(true);
  expect(PRODUCTS.some((p) => (p.keyFacts.coolingOffDays ?? 0) > 0)).toBe(true);
});
