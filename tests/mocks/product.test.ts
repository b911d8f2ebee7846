import type { Reply } from '../../src/api/envelope';
import type { PayFrequency, ProductDetail, Quote, QuoteArgs } from '../../src/data/product/types';
import { ageIntervalToBirthRange, mergeBirthRanges, type BirthRange } from '../../src/lib/date';
import { PRODUCTS } from '../../src/mocks/fixtures/catalogue';
import {
  AGE_BANDS,
  annualPremium,
  HOSTILE_PRODUCT_ID,
  MONTHLY_LOADING,
  PRODUCT_DETAILS,
  quotePremium,
  roundYuan,
  type PlanRecord,
} from '../../src/mocks/fixtures/products';
import { db, resetClock, resetDb, setNow } from '../../src/mocks/node';

const DETAIL_KEYS = [
  'ageInterval',
  'claimsProcess',
  'content',
  'documents',
  'exclusions',
  'family',
  'faqs',
  'features',
  'highlights',
  'id',
  'image',
  'insurer',
  'insurerLogo',
  'keyFacts',
  'name',
  'plans',
  'priceFrom',
  'priceUnit',
  'slogan',
  'status',
  'tags',
];
const PLAN_KEYS = [
  'coverages',
  'id',
  'name',
  'payFrequencies',
  'premiumFrom',
  'premiumUnit',
  'sumInsuredOptions',
  'terms',
];
const DOCUMENT_TAGS = new Set([
  'h2',
  'h3',
  'p',
  'ol',
  'ul',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

async function detail(id: string | number): Promise<Reply<ProductDetail | null>> {
  const response = await fetch(new URL(`/rest/api/product/detail/${id}`, location.href));
  expect(response.status).toBe(200);
  return (await response.json()) as Reply<ProductDetail | null>;
}

async function quote(body: unknown): Promise<Reply<Quote | null>> {
  const response = await fetch(new URL('/rest/api/third_product/price', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Reply<Quote | null>;
}

function ymd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Born this many full years ago, give or take nothing: today's date that many years back. */
function bornYearsAgo(years: number): string {
  const today = new Date();
  return ymd(
    new Date(today.getFullYear() - years, today.getMonth(), Math.min(today.getDate(), 28)),
  );
}

function fixture(id: number) {
  const record = PRODUCT_DETAILS.find((p) => p.id === id);
  if (!record) throw new Error(`no fixture ${id}`);
  return record;
}

function plan(productId: number, planId: number): PlanRecord {
  const found = fixture(productId).plans.find((p) => p.id === planId);
  if (!found) throw new Error(`no plan ${planId}`);
  return found;
}

function birthRange(productId: number, planId: number): BirthRange {
  const product = fixture(productId);
  const { ageInterval } = plan(productId, planId);
  const range = ageIntervalToBirthRange(product.ageInterval);
  return ageInterval ? mergeBirthRanges(range, ageIntervalToBirthRange(ageInterval)) : range;
}

/** The frequency a catalogue price is quoted in, read from its unit. */
function displayFrequency(priceUnit: string): PayFrequency {
  if (priceUnit.includes('月')) return 'monthly';
  if (priceUnit === '免费领取') return 'single';
  return 'annual';
}

const CRITICAL: QuoteArgs = {
  productId: 106,
  planId: 10601,
  sumInsured: 300000,
  term: 'to70',
  payFrequency: 'annual',
  birthDate: bornYearsAgo(30),
};

beforeEach(async () => {
  await resetDb();
});

describe('product fixtures', () => {
  it('has a detail for every catalogue product, agreeing with the catalogue', () => {
    expect(PRODUCT_DETAILS.map((p) => p.id)).toEqual(
      PRODUCTS.map((p) => p.id).sort((a, b) => a - b),
    );
    for (const product of PRODUCTS) {
      const record = fixture(product.id);
      expect(record).toMatchObject({
        name: product.name,
        family: product.family,
        status: product.status,
        image: product.image,
        tags: product.tags,
        priceUnit: product.priceUnit,
        insurer: product.insurer,
        priceFrom: product.price,
      });
      expect(record.priceFrom).toBe(Math.min(...record.plans.map((p) => p.premiumFrom)));
    }
  });

  it('gives every product 1 to 3 plans, 3 to 5 highlights, 4 to 5 claims steps and 4 to 6 FAQs', () => {
    for (const record of PRODUCT_DETAILS) {
      expect(record.plans.length).toBeGreaterThanOrEqual(1);
      expect(record.plans.length).toBeLessThanOrEqual(3);
      expect(record.highlights.length).toBeGreaterThanOrEqual(3);
      expect(record.highlights.length).toBeLessThanOrEqual(5);
      expect(record.claimsProcess.length).toBeGreaterThanOrEqual(4);
      expect(record.claimsProcess.length).toBeLessThanOrEqual(5);
      expect(record.faqs.length).toBeGreaterThanOrEqual(4);
      expect(record.faqs.length).toBeLessThanOrEqual(6);
      for (const p of record.plans) {
        expect(p.coverages.length).toBeGreaterThan(0);
        expect(p.sumInsuredOptions.length).toBeGreaterThan(0);
        expect(p.terms.length).toBeGreaterThan(0);
        expect(p.payFrequencies.length).toBeGreaterThan(0);
      }
      const { coolingOffDays, ...texts } = record.keyFacts;
      expect(coolingOffDays).toBeGreaterThanOrEqual(0);
      expect(Object.values(texts).every((v) => v.length > 0)).toBe(true);
      expect(record.exclusions.length).toBeGreaterThan(0);
    }
  });

  it('mixes the purchase features across products', () => {
    const features = PRODUCT_DETAILS.map((p) => p.features);
    expect(features.filter((f) => f.occupation === 'jobs').length).toBeGreaterThanOrEqual(2);
    expect(features.filter((f) => f.occupation === 'fuxing')).toHaveLength(1);
    expect(features.filter((f) => f.occupation === 'jdal')).toHaveLength(1);
    expect(features.filter((f) => f.region).length).toBeGreaterThanOrEqual(2);
    expect(features.some((f) => f.namedBeneficiary)).toBe(true);
    expect(features.some((f) => !f.healthStatement)).toBe(true);
    const gifts = PRODUCT_DETAILS.filter((p) => p.priceUnit === '免费领取');
    expect(gifts.map((g) => g.features)).toEqual(
      gifts.map(() => expect.objectContaining({ healthStatement: false, payRoute: 'own' })),
    );
    expect(features.filter((f) => f.payRoute === 'own').length).toBe(gifts.length + 1);
  });

  it('writes all five documents for every product, with numbered articles and a clear exclusion list', () => {
    for (const record of PRODUCT_DETAILS) {
      expect(record.documents.map((d) => d.key)).toEqual([
        'terms',
        'notice',
        'exclusions',
        'health',
        'sample',
      ]);
      const doc = Object.fromEntries(record.documents.map((d) => [d.key, d.html]));
      expect(doc.terms).toContain('<h3>第一条 合同构成</h3>');
      expect(doc.terms).toContain('第十条');
      expect(doc.terms).toContain(record.keyFacts.clause);
      expect(doc.terms).toContain(record.keyFacts.filingNumber);
      const exclusions = doc.exclusions.slice(0, doc.exclusions.indexOf('</ol>'));
      expect(exclusions.match(/<li>/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
      for (const point of ['等待期', '如实告知', '续保', record.insurer]) {
        expect(doc.notice).toContain(point);
      }
      if (record.features.healthStatement) {
        expect(doc.health).toMatch(/<ol><li>.+？<\/li>/);
      } else {
        expect(doc.health).toContain('本产品无需健康告知');
      }
      for (const html of Object.values(doc)) {
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
        expect(tags.filter((tag) => !DOCUMENT_TAGS.has(tag))).toEqual([]);
      }
    }
  });

  it('puts hostile markup into exactly one product, and only into its content', () => {
    const hostile = fixture(HOSTILE_PRODUCT_ID).content;
    expect(hostile).toContain('<script>');
    expect(hostile).toMatch(/<img [^>]*onerror=/);
    expect(hostile).toContain('href="javascript:');
    expect(hostile).toContain('<iframe');
    for (const record of PRODUCT_DETAILS.filter((p) => p.id !== HOSTILE_PRODUCT_ID)) {
      expect(record.content).not.toMatch(/<script|onerror|javascript:|<iframe/);
    }
  });
});

describe('the premium model', () => {
  const critical = plan(106, 10601).pricing;
  const annual = (age: number, sumInsured = 300000, term = 'to70') =>
    annualPremium(critical, { age, sumInsured, term });

  it('climbs with every age band for a critical-illness plan', () => {
    const byBand = AGE_BANDS.slice(0, 4).map((band) => annual(band.min));
    for (let i = 1; i < byBand.length; i += 1) expect(byBand[i]).toBeGreaterThan(byBand[i - 1]);
    expect(annual(51)).toBeGreaterThan(annual(50));
  });

  it('prices a month at a twelfth of the year plus 4%, rounded to fen', () => {
    for (const age of [0, 25, 45]) {
      const year = quotePremium(critical, {
        age,
        sumInsured: 500000,
        term: 'life',
        payFrequency: 'annual',
      });
      const month = quotePremium(critical, {
        age,
        sumInsured: 500000,
        term: 'life',
        payFrequency: 'monthly',
      });
      expect(year.unit).toBe('元/年');
      expect(month.unit).toBe('元/月');
      expect(month.premium).toBe(roundYuan((year.premium / 12) * MONTHLY_LOADING));
    }
  });

  it('prices a single premium as a multiple of the annual one for a long term', () => {
    const single = quotePremium(critical, {
      age: 30,
      sumInsured: 300000,
      term: 'to70',
      payFrequency: 'single',
    });
    expect(single.unit).toBe('元');
    expect(single.premium).toBeCloseTo(annual(30) * 15.5, 1);
  });

  it('is linear in the sum insured and dearer for a longer term', () => {
    expect(annual(35, 600000)).toBeCloseTo(annual(35, 300000) * 2, 1);
    expect(annual(35, 1000000)).toBeCloseTo((annual(35, 300000) * 10) / 3, 1);
    expect(annual(35, 300000, 'life')).toBeGreaterThan(annual(35, 300000, 'to70'));
  });

  it('starts a plan for older people at its rate, from its youngest band', () => {
    const senior = plan(117, 11701).pricing;
    expect(annualPremium(senior, { age: 60, sumInsured: 2000000, term: '1y' })).toBe(299);
    expect(annualPremium(senior, { age: 61, sumInsured: 2000000, term: '1y' })).toBeGreaterThan(
      299,
    );
  });

  it('refuses inputs it cannot price', () => {
    expect(() => annual(-1)).toThrow(RangeError);
    expect(() => annual(30, 300000, '5y')).toThrow(RangeError);
  });
});

describe('GET /rest/api/product/detail/:id', () => {
  it('answers every catalogue product with exactly the ProductDetail fields', async () => {
    for (const product of PRODUCTS) {
      const reply = await detail(product.id);
      expect(reply.code).toBe(0);
      const payload = reply.payload as ProductDetail;
      expect(Object.keys(payload).sort()).toEqual(DETAIL_KEYS);
      expect(payload.priceFrom).toBe(product.price);
      expect(payload.status).toBe(product.status);
      for (const p of payload.plans) {
        expect(
          Object.keys(p)
            .filter((k) => k !== 'ageInterval')
            .sort(),
        ).toEqual(PLAN_KEYS);
      }
    }
  });

  it('answers an off-shelf product with its detail and status off', async () => {
    const reply = await detail(115);
    expect(reply.code).toBe(0);
    expect(reply.payload?.status).toBe('off');
  });

  it('follows a product taken off the shelf at run time, through either collection', async () => {
    db.products.update(105, { status: 'off' });
    expect((await detail(105)).payload?.status).toBe('off');
    await resetDb();
    db.productDetails.update(107, { status: 'off' });
    expect((await detail(107)).payload?.status).toBe('off');
  });

  it('refuses an unknown and a non-numeric id', async () => {
    const unknown = await detail(999);
    expect(unknown).toEqual({ code: 4004, message: '产品不存在', payload: null });
    const bad = await detail('abc');
    expect(bad).toEqual({ code: 1001, message: '参数错误：id', payload: null });
  });

  it('serves the hostile content as stored, for the client to sanitise', async () => {
    const reply = await detail(HOSTILE_PRODUCT_ID);
    expect(reply.payload?.content).toContain('<script>');
    expect(reply.payload?.content).toContain('onerror=');
  });
});

describe('POST /rest/api/third_product/price', () => {
  // Beijing date 2026-11-20: cover bought today starts on the 21st.
  const TODAY = Date.parse('2026-11-20T10:00:00+08:00');
  afterEach(() => resetClock());

  it('quotes with the unit, the age priced at, and the cover a purchase today would have', async () => {
    setNow(TODAY);
    const reply = await quote(CRITICAL);
    expect(reply.code).toBe(0);
    const expected = quotePremium(plan(106, 10601).pricing, {
      age: 30,
      sumInsured: 300000,
      term: 'to70',
      payFrequency: 'annual',
    });
    // 保至70岁: to the policy anniversary (21 November) after the 70th birthday, 24:00 the day before.
    const birth = CRITICAL.birthDate;
    const endYear = Number(birth.slice(0, 4)) + 70 + (birth.slice(5) >= '11-21' ? 1 : 0);
    expect(reply.payload).toEqual({
      ...expected,
      age: 30,
      effectiveDate: '2026-11-21',
      endDate: `${endYear}-11-20`,
    });
    expect(reply.payload?.unit).toBe('元/年');
  });

  it('depends on age, plan, term and payment frequency', async () => {
    const base = (await quote(CRITICAL)).payload?.premium;
    const variants: Partial<QuoteArgs>[] = [
      { birthDate: bornYearsAgo(45) },
      { planId: 10602 },
      { term: 'life' },
      { payFrequency: 'monthly' },
      { sumInsured: 500000 },
    ];
    for (const change of variants) {
      const reply = await quote({ ...CRITICAL, ...change });
      expect(reply.code).toBe(0);
      expect(reply.payload?.premium).not.toBe(base);
    }
    const monthly = await quote({ ...CRITICAL, payFrequency: 'monthly' });
    expect(monthly.payload?.unit).toBe('元/月');
  });

  it("reaches every product's catalogue price at its cheapest combination", async () => {
    for (const product of PRODUCTS.filter((p) => p.status === 'on')) {
      const record = fixture(product.id);
      const cheapest = record.plans.reduce((a, b) => (b.premiumFrom < a.premiumFrom ? b : a));
      const premiums: number[] = [];
      for (const term of cheapest.terms) {
        const reply = await quote({
          productId: product.id,
          planId: cheapest.id,
          sumInsured: Math.min(...cheapest.sumInsuredOptions),
          term: term.value,
          payFrequency: displayFrequency(product.priceUnit),
          birthDate: ymd(birthRange(product.id, cheapest.id).end),
        });
        expect(reply.code).toBe(0);
        premiums.push(reply.payload?.premium ?? Number.NaN);
      }
      expect(Math.min(...premiums)).toBe(product.price);
    }
  });

  it('accepts the youngest allowed birth date and refuses one day younger', async () => {
    // 康惠重疾险 admits babies from 28 days old.
    const youngest = birthRange(106, 10601).end;
    expect(ymd(youngest)).toBe(ymd(addDays(new Date(), -28)));
    const ok = await quote({ ...CRITICAL, birthDate: ymd(youngest) });
    expect(ok.code).toBe(0);
    expect(ok.payload?.age).toBe(0);
    const tooYoung = await quote({ ...CRITICAL, birthDate: ymd(addDays(youngest, 1)) });
    expect(tooYoung).toEqual({ code: 4101, message: '被保人年龄不符合投保要求', payload: null });
  });

  it('applies the oldest bound, merged with the plan’s own interval', async () => {
    const oldest = birthRange(106, 10601).start;
    expect((await quote({ ...CRITICAL, birthDate: ymd(oldest) })).payload?.age).toBe(55);
    expect((await quote({ ...CRITICAL, birthDate: ymd(addDays(oldest, -1)) })).code).toBe(4101);
    // 多次赔版 stops at 50 although the product goes to 55.
    const multi = await quote({ ...CRITICAL, planId: 10602, birthDate: bornYearsAgo(53) });
    expect(multi.code).toBe(4101);
  });

  it.each([
    ['planId', { planId: undefined }],
    ['productId', { productId: '106' }],
    ['sumInsured', { sumInsured: -1 }],
    ['term', { term: '' }],
    ['payFrequency', { payFrequency: 'weekly' }],
    ['birthDate', { birthDate: undefined }],
  ])('refuses a missing or malformed %s', async (field, change) => {
    const reply = await quote({ ...CRITICAL, ...change });
    expect(reply).toEqual({ code: 1001, message: `参数错误：${field}`, payload: null });
  });

  it('refuses a body that is not JSON', async () => {
    expect((await quote('{not json')).message).toBe('参数错误：body');
  });

  it('refuses an unknown product or plan', async () => {
    expect(await quote({ ...CRITICAL, productId: 999 })).toMatchObject({
      code: 4004,
      message: '产品不存在',
    });
    expect(await quote({ ...CRITICAL, planId: 99 })).toMatchObject({
      code: 4004,
      message: '保障计划不存在',
    });
  });

  it('refuses an off-shelf product, also when taken off at run time', async () => {
    const off = await quote({ ...CRITICAL, productId: 115, planId: 11501 });
    expect(off).toEqual({ code: 4006, message: '产品已下架', payload: null });
    db.products.update(106, { status: 'off' });
    expect((await quote(CRITICAL)).code).toBe(4006);
  });

  it.each([
    ['a sum insured not offered', { sumInsured: 400000 }, '所选保额不在该计划的可选范围内'],
    ['a term not offered', { term: '1y' }, '该计划不提供所选保障期间'],
    [
      'a frequency not offered',
      { productId: 105, planId: 10501, sumInsured: 4000000, term: '1y', payFrequency: 'single' },
      '该计划不支持所选交费方式',
    ],
    ['an impossible birth date', { birthDate: '1990-02-30' }, '出生日期格式不正确，应为YYYY-MM-DD'],
    [
      'a birth date in another format',
      { birthDate: '1990/01/01' },
      '出生日期格式不正确，应为YYYY-MM-DD',
    ],
    [
      'a birth date in the future',
      { birthDate: ymd(addDays(new Date(), 1)) },
      '出生日期不能晚于今天',
    ],
  ])('refuses %s with code 1001', async (_name, change, message) => {
    const reply = await quote({ ...CRITICAL, ...change });
    expect(reply).toEqual({ code: 1001, message, payload: null });
  });

  it('quotes a gift at nothing, for 30 days from tomorrow', async () => {
    setNow(TODAY);
    const reply = await quote({
      productId: 120,
      planId: 12001,
      sumInsured: 100000,
      term: '30d',
      payFrequency: 'single',
      birthDate: bornYearsAgo(30),
    });
    expect(reply.payload).toEqual({
      premium: 0,
      unit: '元',
      age: 30,
      effectiveDate: '2026-11-21',
      endDate: '2026-12-20',
    });
  });
});
