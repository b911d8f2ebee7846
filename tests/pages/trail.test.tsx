import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { ProductDetail, QuoteArgs } from '../../src/data/product/types';
import { ageOn, AGE_UNIT } from '../../src/lib/date';
import { server } from '../../src/mocks/node';
import { fail, ok } from '../../src/mocks/reply';
import { renderApp } from '../support/render';

/*
 * The trial against its own small product and quote handlers (not the sandbox's fixtures), so the
 * bounds and prices below follow from this file alone. "Today" is fixed at 2026-11-22; only Date is
 * faked, timers stay real so the saga's 400 ms debounce runs as in the app.
 */
const TODAY = new Date(2026, 10, 22, 9, 0, 0);
const ROUTE = '/ProductNew/trail?id=9001';
const DRAFT_KEY = 'trial:9001';

const years = (min: number, max: number) => ({
  min,
  max,
  minUnit: AGE_UNIT.years,
  maxUnit: AGE_UNIT.years,
  minIsClosed: true,
  maxIsClosed: true,
});

const PRODUCT: ProductDetail = {
  id: 9001,
  name: '测试百万医疗险',
  family: 'ProductNew',
  status: 'on',
  insurer: '测试人寿保险股份有限公司',
  slogan: '',
  tags: [],
  image: '',
  priceFrom: 100,
  priceUnit: '元/年起',
  // 30 days to 60 years.
  ageInterval: { ...years(30, 60), minUnit: AGE_UNIT.days },
  plans: [
    {
      id: 1,
      name: '基础版',
      coverages: [
        { item: '一般医疗保险金', sumInsured: '100万' },
        { item: '重大疾病医疗保险金', sumInsured: '200万', note: '0免赔' },
      ],
      ageInterval: years(18, 60),
      sumInsuredOptions: [1_000_000, 3_000_000],
      terms: [{ value: '1y', label: '1年' }],
      payFrequencies: ['annual', 'monthly'],
      premiumFrom: 100,
      premiumUnit: '元/年起',
    },
    {
      id: 2,
      name: '尊享版',
      coverages: [
        { item: '一般医疗保险金', sumInsured: '300万' },
        { item: '质子重离子医疗保险金', sumInsured: '600万' },
      ],
      ageInterval: years(0, 40),
      sumInsuredOptions: [3_000_000, 6_000_000],
      terms: [
        { value: '1y', label: '1年' },
        { value: 'to70', label: '保至70岁' },
      ],
      payFrequencies: ['annual', 'single'],
      premiumFrom: 300,
      premiumUnit: '元/年起',
    },
  ],
  highlights: [],
  keyFacts: {
    clause: '测试人寿个人住院医疗保险',
    ageRange: '30天-60周岁',
    coolingOff: '15天',
    coolingOffDays: 15,
    waitingPeriod: '30天',
    claimReport: '48小时内',
    occupationClasses: '1-4类',
    salesRegions: '全国',
    renewal: '不保证续保',
    filingNumber: '测试备案〔2026〕1号',
  },
  exclusions: [],
  claimsProcess: [],
  faqs: [],
  content: '',
  documents: [],
  features: {
    healthStatement: false,
    occupation: null,
    region: false,
    namedBeneficiary: false,
    payRoute: 'third',
  },
};

/** Annual: plan base + 10 yuan per year of age per million insured; monthly 9 %; single 8 years. */
function priceOf(args: QuoteArgs) {
  const age = ageOn(new Date(`${args.birthDate}T00:00:00`), new Date());
  const annual = (args.planId === 1 ? 100 : 300) + (age * 10 * args.sumInsured) / 1_000_000;
  if (args.payFrequency === 'monthly') return { premium: annual * 0.09, unit: '元/月', age };
  if (args.payFrequency === 'single') return { premium: annual * 8, unit: '元', age };
  return { premium: annual, unit: '元/年', age };
}

let calls: QuoteArgs[] = [];

function quoteHandler(answer: (args: QuoteArgs) => Promise<Response> | Response) {
  return http.post('/rest/api/third_product/price', async ({ request }) => {
    const args = (await request.json()) as QuoteArgs;
    calls.push(args);
    return answer(args);
  });
}

beforeAll(async () => {
  // Compile the lazy route chunk and antd-mobile's picker (loaded on the picker's first opening)
  // once, outside any test's time limit.
  await import('../../src/pages/_product/TrialScreen');
  await import('antd-mobile/es/components/date-picker');
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  calls = [];
  server.use(
    http.get('/rest/api/product/detail/:id', ({ params }) =>
      Number(params.id) === PRODUCT.id ? ok(PRODUCT) : fail(4004, '产品不存在'),
    ),
    quoteHandler((args) => ok(priceOf(args))),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const saveDraft = (draft: object) => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
const readDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as unknown;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const group = (name: string) => screen.getByRole('group', { name });
const chip = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('button', { name });
const premiumArea = () => screen.getByRole('region', { name: '保费' });
const buyButton = () => screen.getByRole('button', { name: '立即投保' });

async function openTrial() {
  const view = renderApp({ route: ROUTE });
  await screen.findByRole('heading', { level: 1, name: '保费测算' }, { timeout: 5000 });
  return view;
}

/** The year column of the open date picker (once its opening animation lets taps through). */
async function pickerYears() {
  const popup = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('.adm-picker');
      const body = found?.closest<HTMLElement>('.adm-popup-body');
      if (!found || !body || body.style.pointerEvents === 'none')
        throw new Error('picker not open');
      return found;
      // The picker's code loads on its first opening.
    },
    { timeout: 3000 },
  );
  const column = popup.querySelector('.adm-picker-view-column')!;
  const items = [...column.querySelectorAll('.adm-picker-view-column-item')].map(
    (item) => item.textContent,
  );
  return { popup, first: items[0], last: items.at(-1), count: items.length };
}

test('the birth-date picker is bounded by the product’s interval merged with the plan’s', async () => {
  const user = userEvent.setup();
  await openTrial();
  expect(screen.getByText('测试百万医疗险')).toBeInTheDocument();
  expect(screen.getByText('测试人寿保险股份有限公司')).toBeInTheDocument();
  expect(chip('保障方案', '基础版')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('保障方案', '尊享版')).toHaveAttribute('aria-pressed', 'false');
  expect(within(premiumArea()).getByText('请选择被保人出生日期')).toBeInTheDocument();
  expect(buyButton()).toBeDisabled();

  // 基础版 (18-60) inside the product's 30 days-60 years: the plan's minimum age wins.
  expect(screen.getByText('可投保出生日期：1965-11-23 至 2008-11-22')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /被保人出生日期/ }));
  let picker = await pickerYears();
  expect([picker.first, picker.last, picker.count]).toEqual(['1965', '2008', 44]);
  await user.click(within(picker.popup).getByText('取消'));
  await waitFor(() => expect(document.querySelector('.adm-picker')).toBeNull());

  // 尊享版 (0-40): the plan's maximum and the product's 30 days win.
  await user.click(chip('保障方案', '尊享版'));
  expect(screen.getByText('可投保出生日期：1985-11-23 至 2026-10-23')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /被保人出生日期/ }));
  picker = await pickerYears();
  expect([picker.first, picker.last, picker.count]).toEqual(['1985', '2026', 42]);

  // Confirming without spinning takes the date the wheel starts on: 30 years ago, within bounds.
  await user.click(within(picker.popup).getByText('确定'));
  expect(await screen.findByText('1996-11-22')).toBeInTheDocument();
  expect(screen.getByText('30周岁')).toBeInTheDocument();
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]).toMatchObject({ planId: 2, birthDate: '1996-11-22' });
});

test('the chosen plan’s coverage items and sums are shown, and follow the plan', async () => {
  const user = userEvent.setup();
  await openTrial();
  const basic = screen.getByRole('table', { name: '基础版保障方案' });
  expect(within(basic).getByRole('row', { name: /一般医疗保险金\s*100万/ })).toBeInTheDocument();
  expect(
    within(basic).getByRole('row', { name: /重大疾病医疗保险金\s*0免赔\s*200万/ }),
  ).toBeInTheDocument();

  await user.click(chip('保障方案', '尊享版'));
  expect(screen.queryByRole('table', { name: '基础版保障方案' })).not.toBeInTheDocument();
  const premium = screen.getByRole('table', { name: '尊享版保障方案' });
  expect(within(premium).getByRole('row', { name: /一般医疗保险金\s*300万/ })).toBeInTheDocument();
  expect(
    within(premium).getByRole('row', { name: /质子重离子医疗保险金\s*600万/ }),
  ).toBeInTheDocument();
});

test('choosing factors prices them at once, a burst once more at its end, with exactly those factors', async () => {
  const user = userEvent.setup();
  await openTrial();
  await user.click(chip('保额', '300万'));
  await user.click(chip('交费方式', '月交'));
  expect(chip('保额', '300万')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('交费方式', '月交')).toHaveAttribute('aria-pressed', 'true');
  await pause(500);
  expect(calls).toEqual([]);

  // The wheel starts 30 years back: 1996-11-22.
  await user.click(screen.getByRole('button', { name: /被保人出生日期/ }));
  await user.click(within((await pickerYears()).popup).getByText('确定'));
  expect(await screen.findByText('1996-11-22')).toBeInTheDocument();
  expect(screen.getByText('30周岁')).toBeInTheDocument();
  await waitFor(() => expect(calls).toHaveLength(1));

  // (100 + 30 * 10 * 3) * 0.09 = 90 元/月
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥90\.00/));
  // One sign: ¥ and the unit without its 元.
  expect(premiumArea()).toHaveTextContent('¥90.00/月');
  expect(premiumArea()).not.toHaveTextContent('元');
  expect(within(premiumArea()).getByText('按被保人30周岁测算')).toBeInTheDocument();
  // 月交: the year's twelve payments and how they are collected.
  expect(within(premiumArea()).getByTestId('monthly-terms')).toHaveTextContent(
    '每年12期，合计¥1080.00/年首月支付，次月起每月自动扣款',
  );
  expect(premiumArea()).toHaveAttribute('aria-busy', 'false');
  const chosen: QuoteArgs = {
    productId: 9001,
    planId: 1,
    sumInsured: 3_000_000,
    term: '1y',
    payFrequency: 'monthly',
    birthDate: '1996-11-22',
  };
  expect(calls).toEqual([chosen]);

  // Two quick changes: the first is priced at once, the second (a burst) after the quiet time;
  // the screen shows the last state's price.
  await pause(500);
  await user.click(chip('保额', '100万'));
  await waitFor(() => expect(calls).toHaveLength(2));
  await user.click(chip('交费方式', '年交'));
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥400\.00/));
  await pause(500);
  expect(calls).toEqual([
    chosen,
    { ...chosen, sumInsured: 1_000_000 },
    { ...chosen, sumInsured: 1_000_000, payFrequency: 'annual' },
  ]);
});

test('a change while a quote is in flight shows only the latest answer', async () => {
  const user = userEvent.setup();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let slowAnswered = false;
  server.use(
    quoteHandler(async (args) => {
      if (args.sumInsured === 1_000_000) {
        await held;
        slowAnswered = true;
      }
      return ok(priceOf(args));
    }),
  );
  saveDraft({ birthDate: '1996-05-01' });
  await openTrial();

  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].sumInsured).toBe(1_000_000);
  await user.click(chip('保额', '300万'));
  // 100 + 30 * 10 * 3 = 1000 元/年
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥1000\.00/));

  release();
  await waitFor(() => expect(slowAnswered).toBe(true));
  await pause(100);
  // The 100万 answer (¥400) arrived last but answers factors no longer chosen.
  expect(premiumArea()).toHaveTextContent(/¥1000\.00/);
  expect(premiumArea()).not.toHaveTextContent(/¥400\.00/);
  expect(calls.map((c) => c.sumInsured)).toEqual([1_000_000, 3_000_000]);
});

test('an out-of-range stored birth date shows the age message and sends no quote', async () => {
  const user = userEvent.setup();
  // 56 years old, but 尊享版 stops at 40.
  saveDraft({ planId: 2, term: 'to70', payFrequency: 'single', birthDate: '1970-01-01' });
  await openTrial();

  expect(within(premiumArea()).getByText('被保人年龄不符合投保要求')).toBeInTheDocument();
  expect(screen.getByText('1970-01-01')).toBeInTheDocument();
  expect(screen.getByText('56周岁')).toBeInTheDocument();
  expect(buyButton()).toBeDisabled();
  await pause(600);
  expect(calls).toEqual([]);

  // 基础版 admits 56: 300万 is offered there too and is kept; term and frequency fall back.
  await user.click(chip('保障方案', '基础版'));
  expect(chip('保额', '300万')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('保障期限', '1年')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('交费方式', '年交')).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥1780\.00/));
  expect(calls).toEqual([
    {
      productId: 9001,
      planId: 1,
      sumInsured: 3_000_000,
      term: '1y',
      payFrequency: 'annual',
      birthDate: '1970-01-01',
    },
  ]);
});

test('a refused quote shows the server message, and 重新测算 asks again', async () => {
  const user = userEvent.setup();
  let refuse = true;
  server.use(
    quoteHandler((args) => (refuse ? fail(2001, '该年龄段暂不支持在线投保') : ok(priceOf(args)))),
  );
  saveDraft({ birthDate: '1996-05-01' });
  const { services } = await openTrial();

  expect(await within(premiumArea()).findByText('该年龄段暂不支持在线投保')).toBeInTheDocument();
  expect(services.feedback.toast).toHaveBeenCalledWith('该年龄段暂不支持在线投保');
  expect(buyButton()).toBeDisabled();

  refuse = false;
  await user.click(within(premiumArea()).getByRole('button', { name: '重新测算' }));
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥400\.00/));
  expect(calls).toHaveLength(2);
  expect(calls[1]).toEqual(calls[0]);
});

test('a quote lost to the network shows the generic message', async () => {
  server.use(quoteHandler(() => HttpResponse.error()));
  saveDraft({ birthDate: '1996-05-01' });
  await openTrial();
  expect(await within(premiumArea()).findByText('保费测算失败，请稍后重试')).toBeInTheDocument();
  expect(within(premiumArea()).getByRole('button', { name: '重新测算' })).toBeInTheDocument();
});

test('a quote of the wrong shape fails like a broken reply, and 重新测算 recovers', async () => {
  const user = userEvent.setup();
  let malformed = true;
  server.use(quoteHandler((args) => (malformed ? ok({ premium: '400' }) : ok(priceOf(args)))));
  saveDraft({ birthDate: '1996-05-01' });
  await openTrial();
  expect(await within(premiumArea()).findByText('保费测算失败，请稍后重试')).toBeInTheDocument();
  expect(buyButton()).toBeDisabled();

  malformed = false;
  await user.click(within(premiumArea()).getByRole('button', { name: '重新测算' }));
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥400\.00/));
});

test('every choice is kept in the draft and a reload restores it', async () => {
  const user = userEvent.setup();
  saveDraft({ birthDate: '1996-05-01' });
  const first = await openTrial();
  await user.click(chip('保障方案', '尊享版'));
  await user.click(chip('保额', '600万'));
  await user.click(chip('保障期限', '保至70岁'));
  await user.click(chip('交费方式', '一次性交清'));
  await waitFor(() =>
    expect(readDraft()).toEqual({
      planId: 2,
      sumInsured: 6_000_000,
      term: 'to70',
      payFrequency: 'single',
      birthDate: '1996-05-01',
    }),
  );
  first.unmount();

  await openTrial();
  expect(chip('保障方案', '尊享版')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('保额', '600万')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('保障期限', '保至70岁')).toHaveAttribute('aria-pressed', 'true');
  expect(chip('交费方式', '一次性交清')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('1996-05-01')).toBeInTheDocument();
  expect(screen.getByText('可投保出生日期：1985-11-23 至 2026-10-23')).toBeInTheDocument();
  // (300 + 30 * 10 * 6) * 8 = 16800 元, paid once: no unit after the figure.
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥16800\.00按被保人/));
});

test('the buy button waits for a quote of the current factors, then leads to the next step', async () => {
  const user = userEvent.setup();
  // Answers take a moment, as over a network: the quote goes at once now.
  server.use(quoteHandler(async (args) => (await pause(150), ok(priceOf(args)))));
  saveDraft({ birthDate: '1996-05-01' });
  await openTrial();
  expect(buyButton()).toBeDisabled();
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥400\.00/));
  expect(buyButton()).toBeEnabled();

  // A new factor: the old price is not shown and buying waits for the new one.
  await user.click(chip('交费方式', '月交'));
  expect(buyButton()).toBeDisabled();
  expect(premiumArea()).not.toHaveTextContent(/¥400\.00/);
  await waitFor(() => expect(premiumArea()).toHaveTextContent(/¥36\.00/));
  expect(buyButton()).toBeEnabled();

  await user.click(buyButton());
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/ProductNew/notify?id=9001'),
  );
  expect(readDraft()).toMatchObject({ planId: 1, payFrequency: 'monthly' });
});

test('返回详情 goes back when the trial was opened from the detail, else to the detail', async () => {
  const user = userEvent.setup();
  saveDraft({ birthDate: '1996-05-01' });
  await openTrial();
  await user.click(screen.getByRole('button', { name: '返回详情' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/ProductNew?id=9001'),
  );
});

test('a plan with a sum for each liability offers no single 保额 to pick: its table states them', async () => {
  const fixed: ProductDetail = {
    ...PRODUCT,
    plans: [{ ...PRODUCT.plans[0]!, sumInsuredOptions: [1_000_000] }],
  };
  server.use(http.get('/rest/api/product/detail/:id', () => ok(fixed)));
  await openTrial();
  expect(screen.queryByRole('group', { name: '保额' })).not.toBeInTheDocument();
  const table = screen.getByRole('table', { name: '基础版保障方案' });
  expect(within(table).getByRole('row', { name: /一般医疗保险金\s*100万/ })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /重大疾病医疗保险金.*200万/ })).toBeInTheDocument();
});
