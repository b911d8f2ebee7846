import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { readDraft, writeDraft, type PurchaseDraft } from '../../src/data/insured/draft';
import type { InsuredSubmitBody, OrderDetail } from '../../src/data/insured/types';
import { writeTrialDraft } from '../../src/data/product/trial-draft';
import type { QuoteArgs } from '../../src/data/product/types';
import { beginTrace, endTrace } from '../../src/data/trace';
import { server } from '../../src/mocks/node';
import { fail, ok } from '../../src/mocks/reply';
import { price } from '../support/price';
import { productFixture, serveProduct } from '../support/product-fixture';
import { renderApp } from '../support/render';
import type { TraceEvent } from '../../src/data/trace-types';
import { recordTrail } from '../support/trail';

const ID = 901;
const ROUTE = `/ProductNew/ProductDetail?id=${ID}`;
const ORDER_ID = 'JX202611210001';
const PAY = `/ProductNew/Pay?orderId=${ORDER_ID}`;

const APPLICANT = { name: '张三', idCard: '110101199003071233', mobile: '13812345678' };
const SPOUSE = { name: '李四', idCard: '110105200001010024', mobile: '13987654321' };

const DRAFT: PurchaseDraft = {
  applicant: APPLICANT,
  insured: { relationship: 'spouse', ...SPOUSE },
  beneficiaryType: 'legal',
  healthAnswers: { q1: false, q2: false },
  insuredDone: true,
  healthDone: true,
};

let bodies: InsuredSubmitBody[] = [];
let quotes: QuoteArgs[] = [];

/** The order submit answers these in turn (the last one repeats). */
function serveSubmit(...answers: (() => Response | Promise<Response>)[]) {
  server.use(
    http.post('/rest/api/third_product/insured', async ({ request }) => {
      bodies.push((await request.json()) as InsuredSubmitBody);
      return answers[Math.min(bodies.length, answers.length) - 1]!();
    }),
  );
}

const created = () => ok({ orderId: ORDER_ID, premium: 136, premiumUnit: '元/年' });

const consent = () =>
  screen.getByRole('checkbox', { name: /我已阅读并同意《投保须知》《免责条款》《保险条款》/ });
const sensitive = () => screen.getByRole('checkbox', { name: /敏感个人信息/ });
const submitButton = () => screen.getByRole('button', { name: /提交订单|提交中/ });

async function openConfirm(history: string[] = []) {
  const view = renderApp({ route: ROUTE, history });
  await screen.findByRole('heading', { level: 1, name: '投保信息详情' }, { timeout: 5000 });
  await screen.findAllByText(price('¥136.00/年'), undefined, { timeout: 3000 });
  return view;
}

async function readDocuments(user: ReturnType<typeof userEvent.setup>) {
  for (const title of ['《投保须知》', '《免责条款》', '《保险条款》']) {
    await user.click(screen.getByRole('button', { name: new RegExp(title) }));
    const dialog = await screen.findByRole('dialog', { name: title.slice(1, -1) });
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
}

async function agreeToAll(user: ReturnType<typeof userEvent.setup>) {
  await readDocuments(user);
  await user.click(consent());
  await user.click(sensitive());
}

beforeAll(async () => {
  await import('../../src/pages/_funnel/ConfirmScreen');
}, 60_000);

/** The sales trail this test recorded (tests/support/trail.ts). */
let recordedTrail: () => TraceEvent[] = () => [];

beforeEach(() => {
  bodies = [];
  quotes = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('user_token', 'token-1');
  serveProduct(productFixture());
  recordedTrail = recordTrail();
  server.use(
    http.post('/rest/api/third_product/price', async ({ request }) => {
      quotes.push((await request.json()) as QuoteArgs);
      return ok({
        premium: 136,
        unit: '元/年',
        age: 26,
        effectiveDate: '2026-11-24',
        endDate: '2027-11-23',
      });
    }),
  );
  writeDraft(ID, DRAFT);
  writeTrialDraft(ID, { planId: 1, sumInsured: 3_000_000, term: '1y', payFrequency: 'annual' });
  beginTrace(ID);
});

afterEach(() => {
  endTrace();
  vi.restoreAllMocks();
});

test('without the insured step, back to it; without the health step, back to that', async () => {
  writeDraft(ID, { insuredDone: false });
  const first = renderApp({ route: ROUTE });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/ProductNew/Insured?id=${ID}`),
  );
  first.unmount();

  writeDraft(ID, { insuredDone: true, healthDone: false });
  renderApp({ route: ROUTE });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/ProductNew/healthStatement?id=${ID}`,
    ),
  );
});

test('a plan that pays on death tells its 身故受益人: 法定受益人, or the named ones', async () => {
  const base = productFixture();
  serveProduct(
    productFixture({
      plans: base.plans.map((plan) => ({
        ...plan,
        coverages: [...plan.coverages, { item: '意外身故及伤残', sumInsured: '10万' }],
      })),
    }),
  );
  const view = await openConfirm();
  expect(screen.getByText('法定受益人')).toBeInTheDocument();
  view.unmount();
  // Named ones are told whatever the plan (the product let them be named).
  serveProduct(base);
  writeDraft(ID, {
    ...DRAFT,
    beneficiaryType: 'named',
    beneficiaries: [
      { name: '王五', relationship: 'parent', share: 100, idCard: '110101196001011356' },
    ],
  });
  await openConfirm();
  expect(screen.getByText(/王五/)).toBeInTheDocument();
});

test('everything entered, with ID numbers and phones masked and never shown whole', async () => {
  await openConfirm();
  expect(screen.getByText('张三')).toBeInTheDocument();
  expect(screen.getByText('李四')).toBeInTheDocument();
  expect(screen.getByText('配偶')).toBeInTheDocument();
  expect(screen.getByText('1101**********1233')).toBeInTheDocument();
  expect(screen.getByText('138****5678')).toBeInTheDocument();
  expect(screen.getByText('1101**********0024')).toBeInTheDocument();
  expect(screen.getByText('139****4321')).toBeInTheDocument();
  const text = document.body.textContent ?? '';
  for (const value of [APPLICANT.idCard, APPLICANT.mobile, SPOUSE.idCard, SPOUSE.mobile]) {
    expect(text).not.toContain(value);
  }
  // The plan and premium, priced at the insured's own birth date.
  expect(screen.getByText('基础版')).toBeInTheDocument();
  // A sum for each liability, from the product's reply: not one 保额 of 300万.
  expect(
    [...screen.getByTestId('confirm-sums').querySelectorAll('li')].map((li) => li.textContent),
  ).toEqual(['一般医疗保险金 300万', '重大疾病医疗保险金 600万']);
  expect(screen.getByText('1年')).toBeInTheDocument();
  expect(screen.getByText('年交')).toBeInTheDocument();
  expect(quotes.at(-1)).toEqual({
    productId: ID,
    planId: 1,
    sumInsured: 3_000_000,
    term: '1y',
    payFrequency: 'annual',
    birthDate: '2000-01-01',
  });
  // A medical plan pays nothing on death: no 身故受益人 is told (nor asked on the form).
  expect(screen.queryByText('法定受益人')).not.toBeInTheDocument();
  expect(screen.getByText('全部为否')).toBeInTheDocument();
});

test('the plan states when cover starts and ends, as the quote says', async () => {
  await openConfirm();
  const plan = screen.getByRole('region', { name: '投保方案' });
  expect(within(plan).getByTestId('cover-start')).toHaveTextContent('2026年11月24日零时');
  expect(within(plan).getByTestId('cover-end')).toHaveTextContent('2027年11月23日二十四时');
  expect(within(plan).getByText('起保日期')).toBeInTheDocument();
  expect(within(plan).getByText('终止日期')).toBeInTheDocument();
});

test('月交: the monthly premium with the year\u2019s total and how the later months are collected', async () => {
  writeTrialDraft(ID, { planId: 1, sumInsured: 3_000_000, term: '1y', payFrequency: 'monthly' });
  server.use(
    http.post('/rest/api/third_product/price', () =>
      ok({ premium: 12.27, unit: '元/月', age: 26, effectiveDate: null, endDate: null }),
    ),
  );
  renderApp({ route: ROUTE });
  const plan = await screen.findByRole('region', { name: '投保方案' }, { timeout: 3000 });
  await waitFor(() => expect(within(plan).getByTestId('monthly-terms')).toBeInTheDocument());
  expect(within(plan).getByText('月交')).toBeInTheDocument();
  expect(within(plan).getByText(price('¥12.27/月'))).toBeInTheDocument();
  // 12.27 × 12 to the fen, not 147.23999….
  expect(within(plan).getByTestId('monthly-terms')).toHaveTextContent(
    '每年12期，合计¥147.24/年首月支付，次月起每月自动扣款',
  );
});

test('lifelong cover ends 终身; a quote that states no dates shows none', async () => {
  server.use(
    http.post('/rest/api/third_product/price', () =>
      ok({ premium: 136, unit: '元/年', age: 26, effectiveDate: '2026-11-24', endDate: null }),
    ),
  );
  const first = await openConfirm();
  expect(screen.getByTestId('cover-end')).toHaveTextContent('终身');
  first.unmount();

  server.use(
    http.post('/rest/api/third_product/price', () => ok({ premium: 136, unit: '元/年', age: 26 })),
  );
  await openConfirm();
  expect(screen.queryByText('起保日期')).not.toBeInTheDocument();
  expect(screen.queryByText('终止日期')).not.toBeInTheDocument();
});

test('a sum shared with another liability says so beside it: never read as a second sum of cover', async () => {
  const base = productFixture();
  const [plan, ...rest] = base.plans;
  serveProduct(
    productFixture({
      plans: [
        {
          ...plan!,
          coverages: [
            ...plan!.coverages,
            { item: '质子重离子医疗保险金', sumInsured: '600万', note: '与重疾医疗共用保额' },
          ],
        },
        ...rest,
      ],
    }),
  );
  await openConfirm();
  expect(
    [...screen.getByTestId('confirm-sums').querySelectorAll('li')].map((li) => li.textContent),
  ).toEqual([
    '一般医疗保险金 300万',
    '重大疾病医疗保险金 600万',
    '质子重离子医疗保险金 600万（与重疾医疗共用保额）',
  ]);
});

test('the consent names the cooling-off period of a product that has one, and none otherwise', async () => {
  const first = await openConfirm();
  expect(consent()).toHaveAccessibleName(/责任免除及犹豫期（15天）等重要内容/);
  first.unmount();

  const base = productFixture();
  serveProduct(
    productFixture({
      keyFacts: { ...base.keyFacts, coolingOff: '无（一年期产品）', coolingOffDays: 0 },
    }),
  );
  await openConfirm();
  expect(consent()).toHaveAccessibleName(/已知悉保险责任、责任免除等重要内容/);
  expect(consent()).not.toHaveAccessibleName(/犹豫期/);
});

test('the consent cannot be ticked until every document was opened; back closes a document', async () => {
  const user = userEvent.setup();
  const { navigate } = await openConfirm();
  expect(consent()).toHaveAttribute('aria-disabled', 'true');
  expect(
    screen.getByText('请先点击阅读《投保须知》《免责条款》《保险条款》后再勾选'),
  ).toBeInTheDocument();
  // A tap before then ticks nothing and says, as an alert, which documents are unread.
  await user.click(consent());
  expect(consent()).not.toBeChecked();
  expect(screen.getByRole('alert')).toHaveTextContent(
    '请先点击阅读《投保须知》《免责条款》《保险条款》后再勾选',
  );

  await user.click(screen.getByRole('button', { name: /《投保须知》/ }));
  const notice = await screen.findByRole('dialog', { name: '投保须知' });
  expect(within(notice).getByText('犹豫期15天')).toBeInTheDocument();
  expect(readDraft(ID).documentsRead).toEqual(['notice']);
  // The phone's back button closes the document, not the screen.
  act(() => void navigate(-1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
  expect(consent()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('请先点击阅读《免责条款》《保险条款》后再勾选')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /《免责条款》/ }));
  const exclusions = await screen.findByRole('dialog', { name: '免责条款' });
  expect(within(exclusions).getByText('投保前已患疾病')).toBeInTheDocument();
  await user.click(within(exclusions).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The contract itself last: until it is opened, the consent still waits.
  expect(consent()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('请先点击阅读《保险条款》后再勾选')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /《保险条款》/ }));
  const terms = await screen.findByRole('dialog', { name: '保险条款' });
  await user.click(within(terms).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  expect(consent()).not.toHaveAttribute('aria-disabled');
  expect(readDraft(ID).documentsRead).toEqual(['notice', 'exclusions', 'terms']);
  await user.click(consent());
  expect(consent()).toBeChecked();

  const trail = recordedTrail().map(({ type, target }) => `${type}:${target ?? ''}`);
  expect(trail).toEqual(
    expect.arrayContaining([
      'document-open:notice',
      'document-close:notice',
      'document-open:exclusions',
      'document-close:exclusions',
      'document-open:terms',
      'document-close:terms',
      'consent:documents',
    ]),
  );
  const closes = recordedTrail().filter((e) => e.type === 'document-close');
  expect(closes.every((e) => typeof e.durationMs === 'number')).toBe(true);
});

test('documents opened before a reload still count', async () => {
  writeDraft(ID, { documentsRead: ['notice', 'exclusions', 'terms'] });
  await openConfirm();
  expect(consent()).not.toHaveAttribute('aria-disabled');
  expect(screen.getAllByText('已阅读')).toHaveLength(3);
});

test('the health data needs its own consent before the order can be submitted', async () => {
  const user = userEvent.setup();
  await openConfirm();
  await readDocuments(user);
  await user.click(consent());
  expect(submitButton()).toBeDisabled();
  await user.click(sensitive());
  expect(submitButton()).toBeEnabled();
  expect(recordedTrail().map((e) => `${e.type}:${e.target ?? ''}`)).toContain(
    'consent:sensitive-data',
  );
});

test('a product without a health statement asks no health consent', async () => {
  serveProduct(
    productFixture({ features: { ...productFixture().features, healthStatement: false } }),
  );
  writeDraft(ID, { healthDone: false, healthAnswers: undefined });
  const user = userEvent.setup();
  await openConfirm();
  expect(screen.queryByRole('checkbox', { name: /敏感个人信息/ })).not.toBeInTheDocument();
  expect(screen.queryByText('全部为否')).not.toBeInTheDocument();
  await readDocuments(user);
  await user.click(consent());
  expect(submitButton()).toBeEnabled();
});

test('a double tap creates one order; pay is a step of its own, and back returns here with the draft', async () => {
  serveSubmit(async () => {
    await delay(150);
    return created();
  });
  const user = userEvent.setup();
  const { navigate } = await openConfirm([`/ProductNew?id=${ID}`]);
  await agreeToAll(user);
  await user.dblClick(submitButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PAY));
  expect(bodies).toHaveLength(1);
  // Back from pay walks back to this step, with what was entered (a second submit names the
  // same order: the key stays with the draft until the order is paid).
  act(() => void navigate(-1));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTE));
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(readDraft(ID).documentsRead).toEqual(expect.arrayContaining(['notice']));
  const [body] = bodies;
  expect(body).toMatchObject({
    productId: ID,
    planId: 1,
    sumInsured: 3_000_000,
    term: '1y',
    payFrequency: 'annual',
    applicant: APPLICANT,
    insured: { relationship: 'spouse', ...SPOUSE },
    beneficiaryType: 'legal',
    beneficiaries: [],
    healthAnswers: { q1: false, q2: false },
  });
  expect(body!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  expect(body!.traceId).toMatch(/^[0-9a-f]{24}$/);
  expect(new Date(body!.consents.documentsReadAt).toISOString()).toBe(
    body!.consents.documentsReadAt,
  );
  expect(body!.consents.sensitiveDataAt).toEqual(expect.any(String));
  expect(readDraft(ID).insuredDone).toBe(true);
  expect(readDraft(ID).idempotencyKey).toBe(body!.idempotencyKey);
  expect(recordedTrail()).toContainEqual(
    expect.objectContaining({ type: 'submit', target: 'order', orderId: ORDER_ID }),
  );
});

test('a 503 keeps everything, and the retry sends the same idempotency key', async () => {
  serveSubmit(() => new HttpResponse(null, { status: 503 }), created);
  const user = userEvent.setup();
  await openConfirm();
  await agreeToAll(user);
  await user.click(submitButton());
  await waitFor(() => expect(bodies).toHaveLength(1));
  await waitFor(() => expect(submitButton()).toBeEnabled());

  const key = bodies[0]!.idempotencyKey;
  expect(readDraft(ID)).toEqual({
    ...DRAFT,
    documentsRead: ['notice', 'exclusions', 'terms'],
    idempotencyKey: key,
  });
  expect(consent()).toBeChecked();
  expect(sensitive()).toBeChecked();
  expect(screen.getByText('1101**********0024')).toBeInTheDocument();

  await user.click(submitButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PAY));
  expect(bodies.map((b) => b.idempotencyKey)).toEqual([key, key]);
  expect(readDraft(ID).idempotencyKey).toBe(key);
});

test('a refused order shows the server message and keeps the visitor on the screen', async () => {
  serveSubmit(() => fail(4201, '该产品今日已停售'));
  const user = userEvent.setup();
  const { services } = await openConfirm();
  await agreeToAll(user);
  await user.click(submitButton());
  await waitFor(() => expect(services.feedback.toast).toHaveBeenCalledWith('该产品今日已停售'));
  expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
  expect(readDraft(ID).insuredDone).toBe(true);
  expect(submitButton()).toBeEnabled();
});

const ORDER: OrderDetail = {
  orderId: ORDER_ID,
  kind: 'product',
  service: null,
  productId: ID,
  productName: '测试守护医疗险',
  family: 'ProductAnsheng',
  planName: '基础版',
  premium: 136,
  premiumUnit: '元/年',
  status: 'unpaid',
  applicantName: '张*',
  insuredName: '李*',
  insuredRelationship: 'parent',
  insuredIdCard: '1101**********0024',
  insuredMobile: '139****4321',
  policyNo: null,
  createdAt: '2026-11-21T16:00:00+08:00',
  payBefore: '2026-11-22T16:00:00+08:00',
  effectiveDate: '2026-11-23',
  endDate: '2027-11-22',
};

test('?orderId= reviews an existing unpaid order, read only, with 去支付', async () => {
  server.use(http.get(`/rest/api/third_product/order/${ORDER_ID}`, () => ok(ORDER)));
  const user = userEvent.setup();
  const { store } = renderApp({ route: `/ProductNew/ProductDetail?orderId=${ORDER_ID}` });
  expect(await screen.findByText(ORDER_ID, undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(store.getState().common.confirmDetial).toEqual(ORDER);
  expect(screen.getByText('待支付')).toBeInTheDocument();
  expect(screen.getByText('1101**********0024')).toBeInTheDocument();
  // Masked names of one family read alike: the insured's relation to the applicant says who.
  const insured = screen.getByRole('region', { name: '被保人' });
  expect(within(insured).getByText('与投保人关系').nextElementSibling).toHaveTextContent('父母');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  // Unpaid: the server's dates are those of a payment made today, and say so.
  expect(screen.getByTestId('cover-start')).toHaveTextContent('2026年11月23日零时（按今日支付）');
  expect(screen.getByTestId('cover-end')).toHaveTextContent('2027年11月22日二十四时');
  // In China time whatever the test machine's zone, as my orders writes it (lib/date chinaTime).
  expect(screen.getByText('2026-11-21 16:00')).toBeInTheDocument();
  expect(screen.getByText('2026-11-22 16:00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '去支付' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/ProductAnsheng/Pay?orderId=${ORDER_ID}`,
    ),
  );
});

test('a quote of the wrong shape: 保费计算失败 with 重新计算, which shows the premium', async () => {
  let malformed = true;
  server.use(
    http.post('/rest/api/third_product/price', () =>
      malformed ? ok({ premium: 136 }) : ok({ premium: 136, unit: '元/年', age: 26 }),
    ),
  );
  const user = userEvent.setup();
  renderApp({ route: ROUTE });
  const requote = await screen.findByRole('button', { name: '重新计算' }, { timeout: 5000 });
  expect(screen.getByText(/保费计算失败，请稍后重试/)).toBeInTheDocument();
  malformed = false;
  await user.click(requote);
  expect(await screen.findAllByText(price('¥136.00/年'))).not.toHaveLength(0);
});

test('an order reply of the wrong shape keeps everything, and the retry creates the order', async () => {
  serveSubmit(
    () => ok({ premium: 136 }),
    () => created(),
  );
  const user = userEvent.setup();
  await openConfirm();
  await agreeToAll(user);
  await user.click(submitButton());
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
  expect(readDraft(ID).insuredDone).toBe(true);
  await user.click(submitButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(PAY));
  expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
});

test('?orderId= with an order of the wrong shape: the failure state, and retry shows it', async () => {
  let malformed = true;
  server.use(
    http.get(`/rest/api/third_product/order/${ORDER_ID}`, () =>
      malformed ? ok({ ...ORDER, family: undefined }) : ok(ORDER),
    ),
  );
  const user = userEvent.setup();
  renderApp({ route: `/ProductNew/ProductDetail?orderId=${ORDER_ID}` });
  const retry = await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 });
  expect(screen.getByText('订单信息加载失败')).toBeInTheDocument();
  malformed = false;
  await user.click(retry);
  expect(await screen.findByText(ORDER_ID)).toBeInTheDocument();
});
