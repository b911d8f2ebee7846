import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ProfessionNode } from '../../src/data/common/types';
import type { Area, Job } from '../../src/data/insured/types';
import type { ProductDetail, QuoteArgs } from '../../src/data/product/types';
import { ageOn } from '../../src/lib/date';
import { pendingTraceEvents } from '../../src/data/trace';
import type { TraceBatch, TraceEvent } from '../../src/data/trace-types';
import { commonActions } from '../../src/data/common/slice';
import { server, setFault } from '../../src/mocks/node';
import { fail, ok } from '../../src/mocks/reply';
import { productFixture, serveProduct } from '../support/product-fixture';
import { renderApp } from '../support/render';

/*
 * The insured-details screen on the real route table, store and sagas, with its own product
 * (tests/support/product-fixture: 0-65 years; plan 1 基础版, plan 2 尊享版 18-50) and its own job,
 * area and occupation replies. "Today" is 2026-11-22: only Date is faked, timers stay real.
 */
const TODAY = new Date(2026, 10, 22, 9, 0, 0);
const ID = 901;
const ROUTE = `/ProductNew/Insured?id=${ID}`;
const DRAFT_KEY = `draft:${ID}`;
const NOTICE =
  '您已进入投保流程，请仔细阅读保险条款、投保须知等重要信息，您在本页面的操作轨迹将被记录。';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A checksummed ID number for a birth date (YYYYMMDD); an odd last sequence digit is male. */
function idFor(birth: string, sequence = '123', region = '110101'): string {
  const first17 = `${region}${birth}${sequence}`;
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

const APPLICANT = { name: '张三', idCard: idFor('19900307'), mobile: '13812345678' };
const SPOUSE = { name: '李四', idCard: idFor('19920815', '124'), mobile: '13912345678' };

const JOBS: Job[] = [
  { code: 'J101', name: '办公室职员', occupationClass: 1, insurable: true },
  { code: 'J402', name: '外卖骑手', occupationClass: 4, insurable: true },
  { code: 'J601', name: '高空作业人员', occupationClass: 6, insurable: false },
];
const PROVINCES: Area[] = [
  { code: '440000', name: '广东省', hasChildren: true },
  { code: '810000', name: '香港特别行政区', hasChildren: false },
];
const CITIES: Area[] = [
  { code: '440100', name: '广州市', hasChildren: false },
  { code: '440300', name: '深圳市', hasChildren: false },
];
const TREE: Record<string, ProfessionNode[]> = {
  '': [
    { id: 1, name: '一般职业' },
    { id: 2, name: '农牧业' },
  ],
  '1': [{ id: 11, name: '机关团体' }],
  '1,11': [
    { id: 111, name: '内勤人员', occupationClass: 1 },
    { id: 112, name: '外勤人员', occupationClass: 2 },
  ],
};

let areaCalls: (string | null)[] = [];
let treeCalls: (string | null)[] = [];
let jobCalls = 0;
/** Trail batches as sent (the queue goes out 3 s after its first event). */
let sentBodies: string[] = [];

/** The purchase's trail so far: what was sent, then what is still queued. */
const trail = (): TraceEvent[] => [
  ...sentBodies.flatMap((body) => (JSON.parse(body) as TraceBatch).events),
  ...pendingTraceEvents(),
];

beforeAll(async () => {
  // Compile the lazy route chunk once, outside any test's time limit.
  await import('../../src/pages/_funnel/InsuredScreen');
}, 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  localStorage.setItem('user_token', 'test-token');
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  areaCalls = [];
  treeCalls = [];
  jobCalls = 0;
  sentBodies = [];
  server.use(
    http.post('/rest/api/trace/events', async ({ request }) => {
      sentBodies.push(await request.text());
      return ok({ stored: true });
    }),
    http.get('/rest/api/third_product/jobs/:id', () => {
      jobCalls += 1;
      return ok(JOBS);
    }),
    http.get('/rest/api/third_product/area/:id', ({ request }) => {
      const code = new URL(request.url).searchParams.get('areaCode');
      areaCalls.push(code);
      return ok(code === '440000' ? CITIES : code ? [] : PROVINCES);
    }),
    http.get('/rest/api/profession/fuxing', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('parentIds');
      treeCalls.push(ids);
      return ok(TREE[ids ?? ''] ?? []);
    }),
    // The fixture product's quote (the sandbox does not sell it): by the insured's age.
    http.post('/rest/api/third_product/price', async ({ request }) => {
      const { productId, birthDate } = (await request.clone().json()) as QuoteArgs;
      if (productId !== ID) return undefined;
      const age = ageOn(new Date(`${birthDate}T00:00:00`), TODAY);
      return ok({ premium: age < 50 ? 136 : 408, unit: '元/年', age });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const readDraft = () =>
  JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renders the screen; the entry notice counts as shown unless `notice` is asked for. */
async function open(
  product: ProductDetail = productFixture(),
  { notice = false, route = ROUTE } = {},
) {
  serveProduct(product);
  if (!notice && !sessionStorage.getItem(DRAFT_KEY)) {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ noticeShown: true }));
  }
  const view = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: '填写投保信息' }, { timeout: 5000 });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const applicant = () => section('投保人信息');
const insured = () => section('被保人信息');
const submitButton = () => screen.getByRole('button', { name: '下一步' });
const location = () => screen.getByTestId('location').textContent;

async function fillPerson(
  user: ReturnType<typeof userEvent.setup>,
  where: HTMLElement,
  person: { name: string; idCard: string; mobile?: string },
) {
  await user.type(within(where).getByLabelText('姓名'), person.name);
  await user.type(within(where).getByLabelText('身份证号'), person.idCard);
  if (person.mobile) await user.type(within(where).getByLabelText(/^手机号/), person.mobile);
}

/** Submits and checks the first invalid field: scrolled to, focused, its message under it. */
async function expectFirstInvalid(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  message: string,
) {
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  await user.click(submitButton());
  const scroll = vi.mocked(Element.prototype.scrollIntoView);
  expect(scroll).toHaveBeenCalledTimes(1);
  expect(scroll.mock.contexts[0]).toBe(field);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('arrival', () => {
  test('the entry notice is shown once per purchase and recorded in the trail', async () => {
    // The dialog lets taps through only once its opening animation ends.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const first = await open(productFixture(), { notice: true });
    expect(await screen.findByText(NOTICE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(readDraft()).toMatchObject({ noticeShown: true });
    expect(trail()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'screen', page: '/ProductNew/Insured' }),
        expect.objectContaining({ type: 'notice', page: '/ProductNew/Insured', target: 'entry' }),
      ]),
    );
    await user.click(screen.getByText('知道了'));
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
    first.unmount();

    await open(productFixture(), { notice: true });
    await pause(300);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  test('the summary shows the trial’s plan, or the first plan’s from-price without a trial', async () => {
    const first = await open();
    const summary = screen.getByRole('region', { name: '测试守护医疗险' });
    expect(within(summary).getByText('基础版')).toBeInTheDocument();
    // A plan with a sum for each liability: its sums, each by its liability, not one 保额 (300万).
    expect(within(summary).getByTestId('insured-sums')).toHaveTextContent(
      /^一般医疗保险金 300万 · 重大疾病医疗保险金 600万$/,
    );
    expect(within(summary).getByText('年交')).toBeInTheDocument();
    expect(within(summary).getByTestId('insured-premium')).toHaveTextContent('¥136.00/年起');
    // The purchase goes on with those choices.
    expect(JSON.parse(sessionStorage.getItem(`trial:${ID}`) ?? '{}')).toEqual({
      planId: 1,
      sumInsured: 3_000_000,
      term: '1y',
      payFrequency: 'annual',
    });
    first.unmount();

    const trial = {
      planId: 2,
      sumInsured: 6_000_000,
      term: '1y',
      payFrequency: 'annual' as const,
      birthDate: '1990-03-07',
    };
    sessionStorage.setItem(`trial:${ID}`, JSON.stringify(trial));
    const asked: unknown[] = [];
    server.use(
      http.post('/rest/api/third_product/price', async ({ request }) => {
        const body = (await request.json()) as { birthDate: string };
        asked.push(body);
        return body.birthDate === trial.birthDate
          ? ok({ premium: 512.5, unit: '元/年', age: 36 })
          : ok({ premium: 612, unit: '元/年', age: 41 });
      }),
    );
    // No quote in memory (a reload, a return from the login): the screen asks for it, once.
    await open();
    const premium = screen.getByTestId('insured-premium');
    await waitFor(() => expect(premium).toHaveTextContent('¥512.50/年'));
    expect(asked).toEqual([{ productId: ID, ...trial }]);
    expect(within(section('测试守护医疗险')).getByText('尊享版')).toBeInTheDocument();

    // An ID with another birth date than the trial priced: that person's quote, from the server.
    const user = userEvent.setup();
    await user.type(within(applicant()).getByLabelText('身份证号'), idFor('19850101'));
    await waitFor(() => expect(premium).toHaveTextContent('¥612.00/年'));
    expect(asked).toEqual([
      { productId: ID, ...trial },
      { productId: ID, ...trial, birthDate: '1985-01-01' },
    ]);
    // Another figure than the one shown: said in full in the header, and in the bar at the bottom.
    expect(screen.getByTestId('premium-changed')).toHaveTextContent(
      '保费已按被保人41周岁重新计算：¥512.50/年 → ¥612.00/年',
    );
    expect(screen.getByTestId('insured-bar-premium')).toHaveTextContent(
      '保费¥612.00/年已按被保人41周岁重算，此前¥512.50/年',
    );
  });
});

describe('the premium follows the insured', () => {
  /** 105 守护百万医疗险 of the sandbox: 标准版 from ¥136/年 at the youngest age, by age band. */
  const MEDICAL = 105;
  const MEDICAL_ROUTE = `/ProductNew/Insured?id=${MEDICAL}`;
  const TRIAL = {
    planId: 10501,
    sumInsured: 4_000_000,
    term: '1y',
    payFrequency: 'annual' as const,
    birthDate: '1994-04-18',
  };
  /** 61 on 2026-11-22: the sandbox's 61-70 band (5.1 × ¥136). */
  const PARENT = { name: '张建华', idCard: idFor('19650510', '131'), mobile: '13512345678' };

  /** The sandbox's own product and quote; the trial was made at a 32-year-old's birth date. */
  async function openMedical() {
    sessionStorage.setItem(`trial:${MEDICAL}`, JSON.stringify(TRIAL));
    sessionStorage.setItem(`draft:${MEDICAL}`, JSON.stringify({ noticeShown: true }));
    const view = renderApp({ route: MEDICAL_ROUTE });
    await screen.findByRole('heading', { level: 1, name: '填写投保信息' }, { timeout: 5000 });
    return view;
  }

  /** Holds the sandbox's quote replies until `release` (the reply then comes from the sandbox). */
  function holdQuotes() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asked: QuoteArgs[] = [];
    server.use(
      http.post('/rest/api/third_product/price', async ({ request }) => {
        asked.push((await request.clone().json()) as QuoteArgs);
        await gate;
        return undefined;
      }),
    );
    return { asked, release };
  }

  test('a parent’s ID number asks the server for their quote; 下一步 waits for it', async () => {
    const user = userEvent.setup();
    await openMedical();
    const premium = screen.getByTestId('insured-premium');
    // The trial's quote first: a 32-year-old.
    await waitFor(() => expect(premium).toHaveTextContent(/^¥197\.20\/年$/));

    await fillPerson(user, applicant(), APPLICANT);
    await waitFor(() => expect(screen.getByText('保费按被保人36周岁计算')).toBeInTheDocument());
    expect(premium).toHaveTextContent(/^¥197\.20\/年$/);

    const { asked, release } = holdQuotes();
    await user.click(within(insured()).getByRole('radio', { name: '父母' }));
    // The insured is nobody yet: the trial's birth date prices it again (already known).
    await fillPerson(user, insured(), PARENT);
    await waitFor(() => expect(premium).toHaveTextContent('正在按被保人年龄重新计算保费…'));
    expect(
      within(premium)
        .getByText(/重新计算/)
        .closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
    // The sandbox reads the request's body after the page has sent it (and shown it busy).
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ productId: MEDICAL, ...TRIAL, birthDate: '1965-05-10' }),
    );
    // 下一步 now waits for this person's premium, and goes on once it is here.
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: '保费计算中…' })).toBeDisabled();
    await pause(200);
    expect(location()).toBe(MEDICAL_ROUTE);

    release();
    await waitFor(() => expect(premium).toHaveTextContent(/^¥693\.60\/年$/));
    // Unmissable: the change in full under the header's figure, and in the bar beside 下一步.
    expect(screen.getByTestId('premium-changed')).toHaveTextContent(
      '保费已按被保人61周岁重新计算：¥197.20/年 → ¥693.60/年',
    );
    expect(screen.getByTestId('premium-changed')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('insured-bar-premium')).toHaveTextContent(
      '保费¥693.60/年已按被保人61周岁重算，此前¥197.20/年',
    );
    await waitFor(() => expect(location()).toBe(`/ProductNew/healthStatement?id=${MEDICAL}`));
  }, 30_000);

  test('a refused quote says so in place, and the visitor cannot go on until it is priced', async () => {
    const user = userEvent.setup();
    await openMedical();
    await fillPerson(user, applicant(), APPLICANT);
    await waitFor(() => expect(screen.getByText('保费按被保人36周岁计算')).toBeInTheDocument());
    await user.click(within(insured()).getByRole('radio', { name: '父母' }));
    // Nobody's ID number yet: the trial's birth date is priced again.
    const premium = screen.getByTestId('insured-premium');
    await waitFor(() => expect(premium).toHaveTextContent(/^¥197\.20\/年$/));
    setFault('POST', '/rest/api/third_product/price', {
      code: 5000,
      message: '保费服务繁忙，请稍后再试',
      times: 1,
    });
    await fillPerson(user, insured(), PARENT);
    await waitFor(() => expect(premium).toHaveTextContent('保费服务繁忙，请稍后再试'));
    expect(premium).not.toHaveTextContent('¥');

    await user.click(submitButton());
    await pause(200);
    expect(location()).toBe(MEDICAL_ROUTE);
    expect(submitButton()).toBeEnabled();

    await user.click(within(premium).getByRole('button', { name: '重新计算' }));
    await waitFor(() => expect(premium).toHaveTextContent(/^¥693\.60\/年$/));
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/ProductNew/healthStatement?id=${MEDICAL}`));
  }, 30_000);

  test('an age the product does not cover is not priced: the header says why', async () => {
    const user = userEvent.setup();
    await openMedical();
    await fillPerson(user, applicant(), APPLICANT);
    const premium = screen.getByTestId('insured-premium');
    await waitFor(() => expect(premium).toHaveTextContent(/^¥197\.20\/年$/));
    const { asked } = holdQuotes();
    await user.click(within(insured()).getByRole('radio', { name: '父母' }));
    await fillPerson(user, insured(), { ...PARENT, idCard: idFor('19550510', '131') });
    expect(premium).toHaveTextContent('被保人年龄不符合投保要求');
    await pause(600);
    expect(asked.filter((args) => args.birthDate === '1955-05-10')).toEqual([]);
  }, 30_000);
});

describe('people', () => {
  test('本人 copies the applicant and hides the insured’s own fields', async () => {
    const user = userEvent.setup();
    await open();
    expect(within(insured()).getByRole('radio', { name: '本人' })).toBeChecked();
    expect(within(insured()).queryByLabelText('姓名')).not.toBeInTheDocument();
    expect(within(insured()).getByText(/无需重复填写/)).toBeInTheDocument();

    await fillPerson(user, applicant(), APPLICANT);
    expect(readDraft()).toMatchObject({
      applicant: APPLICANT,
      insured: { relationship: 'self', ...APPLICANT },
    });

    // Someone else: empty fields, nothing of the applicant's carried over.
    await user.click(within(insured()).getByRole('radio', { name: '配偶' }));
    expect(within(insured()).getByLabelText('姓名')).toHaveValue('');
    expect(within(insured()).getByLabelText('身份证号')).toHaveValue('');
    expect(readDraft()).toMatchObject({
      insured: { relationship: 'spouse', name: '', idCard: '', mobile: '' },
    });
    await user.click(within(insured()).getByRole('radio', { name: '本人' }));
    expect(within(insured()).queryByLabelText('姓名')).not.toBeInTheDocument();
    expect(readDraft()).toMatchObject({ insured: { relationship: 'self', ...APPLICANT } });
  });

  test('a valid ID number shows the birth date, gender and age it gives', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(within(insured()).getByRole('radio', { name: '子女' }));
    const idField = within(insured()).getByLabelText('身份证号');
    // 2015-06-01, sequence 246: even, so female.
    await user.type(idField, idFor('20150601', '246').slice(0, 17));
    expect(idField).not.toHaveAccessibleDescription(expect.stringContaining('出生日期'));
    await user.type(idField, idFor('20150601', '246').slice(17));
    expect(idField).toHaveAccessibleDescription('出生日期 2015-06-01 · 女 · 11周岁');
    // A minor's own phone is optional.
    expect(within(insured()).getByLabelText('手机号（选填）')).toBeInTheDocument();

    // Another relationship between people other than 本人 keeps what was typed.
    await user.click(within(insured()).getByRole('radio', { name: '配偶' }));
    const spouseId = within(insured()).getByLabelText('身份证号');
    expect(spouseId).toHaveValue(idFor('20150601', '246'));
    await user.clear(spouseId);
    await user.type(spouseId, SPOUSE.idCard.toLowerCase());
    expect(spouseId).toHaveValue(SPOUSE.idCard);
    expect(spouseId).toHaveAccessibleDescription('出生日期 1992-08-15 · 女 · 34周岁');
    expect(within(insured()).getByLabelText('手机号')).toBeInTheDocument();
  });

  test('the applicant’s mobile comes from the signed-in account, unless one is already there', async () => {
    const account = {
      id: 7,
      phone: '13800138000',
      nickname: '小王',
      avatar: null,
      wechatBound: false,
      member: false,
    };
    const { store, unmount } = await open();
    const mobile = () => within(applicant()).getByLabelText('手机号');
    expect(mobile()).toHaveValue('');
    // The account may become known after the screen (a reload asks for it at start-up).
    act(() => void store.dispatch(commonActions.userInfoLoaded(account)));
    expect(mobile()).toHaveValue('13800138000');
    // Never in a URL or localStorage.
    expect(location()).toBe(ROUTE);
    expect(JSON.stringify({ ...localStorage })).not.toContain('13800138000');

    // Cleared by the visitor, it stays as they left it.
    const user = userEvent.setup();
    await user.clear(mobile());
    expect(mobile()).toHaveValue('');
    unmount();

    // A number the visitor typed before (the session draft) wins over the account's.
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ noticeShown: true, applicant: { mobile: '13912345678' } }),
    );
    const again = await open();
    act(() => void again.store.dispatch(commonActions.userInfoLoaded(account)));
    expect(mobile()).toHaveValue('13912345678');
  });

  test('the inputs are labelled and typed for a phone keyboard; ID numbers are not autofilled', async () => {
    await open();
    const mobile = within(applicant()).getByLabelText('手机号');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(within(applicant()).getByLabelText('身份证号')).toHaveAttribute('autocomplete', 'off');
  });
});

describe('validation', () => {
  test('each message in turn, on the first invalid field, scrolled into view and focused', async () => {
    const user = userEvent.setup();
    await open(
      productFixture({
        features: {
          healthStatement: false,
          occupation: 'jobs',
          region: true,
          namedBeneficiary: false,
          payRoute: 'third',
        },
      }),
    );
    const name = within(applicant()).getByLabelText('姓名');
    const idCard = within(applicant()).getByLabelText('身份证号');
    const mobile = within(applicant()).getByLabelText('手机号');

    await expectFirstInvalid(user, name, '请输入真实姓名');
    // Also as a toast.
    await waitFor(() => expect(screen.getAllByText('请输入真实姓名')).toHaveLength(2));
    await user.type(name, 'Tom');
    await expectFirstInvalid(user, name, '请输入真实姓名');

    await user.clear(name);
    await user.type(name, '  张三 ');
    const wrongCheck = APPLICANT.idCard.slice(0, 17) + (APPLICANT.idCard[17] === '1' ? '2' : '1');
    await user.type(idCard, wrongCheck);
    await expectFirstInvalid(user, idCard, '请输入正确的身份证号码');
    expect(name).toHaveAccessibleDescription('');

    await user.clear(idCard);
    await user.type(idCard, APPLICANT.idCard);
    await user.type(mobile, '1381234567');
    await expectFirstInvalid(user, mobile, '请输入正确的手机号');

    await user.type(mobile, '8');
    await user.click(within(insured()).getByRole('radio', { name: '父母' }));
    await fillPerson(user, insured(), {
      name: '张大山',
      idCard: idFor('19560101', '135'),
      mobile: '13712345678',
    });
    await expectFirstInvalid(
      user,
      within(insured()).getByLabelText('身份证号'),
      '被保人年龄不符合投保要求',
    );

    const parentId = within(insured()).getByLabelText('身份证号');
    await user.clear(parentId);
    await user.type(parentId, idFor('19620101', '135'));
    const region = within(insured()).getByRole('button', { name: /所在地区/ });
    await expectFirstInvalid(user, region, '请选择所在地区');

    await user.click(region);
    const regionSheet = await screen.findByRole('dialog', { name: '选择所在地区' });
    await user.click(within(regionSheet).getByRole('button', { name: '香港特别行政区' }));
    expect(region).toHaveAccessibleName('所在地区 香港特别行政区');
    const job = within(insured()).getByRole('button', { name: /职业/ });
    await expectFirstInvalid(user, job, '请选择职业');
    expect(region).not.toHaveAttribute('aria-invalid');
    expect(location()).toBe(ROUTE);
  });

  test('a field shows its error once left or after a submit; fields that appear later start clean', async () => {
    const user = userEvent.setup();
    await open();
    const name = within(applicant()).getByLabelText('姓名');
    const idCard = within(applicant()).getByLabelText('身份证号');
    const mobile = within(applicant()).getByLabelText('手机号');
    // Typing into a field says nothing yet; leaving it does.
    await user.type(name, 'T');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(idCard);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('请输入真实姓名');
    // The field being filled in, and the ones not reached yet, are clean.
    expect(idCard).not.toHaveAttribute('aria-invalid');
    expect(mobile).not.toHaveAttribute('aria-invalid');

    // A submit attempt shows every field's error.
    await user.click(submitButton());
    expect(idCard).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');

    // 子女: the child's fields are new, so they start clean, until left or submitted.
    await user.click(within(insured()).getByRole('radio', { name: '子女' }));
    const childName = within(insured()).getByLabelText('姓名');
    const childId = within(insured()).getByLabelText('身份证号');
    expect(childName).not.toHaveAttribute('aria-invalid');
    expect(childId).not.toHaveAttribute('aria-invalid');
    expect(within(insured()).queryByText('请输入真实姓名')).not.toBeInTheDocument();
    await user.click(childName);
    await user.click(childId);
    expect(childName).toHaveAttribute('aria-invalid', 'true');
    expect(childId).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton());
    expect(childId).toHaveAttribute('aria-invalid', 'true');

    // Back to 本人 and to 配偶 again: the insured's fields start clean once more.
    await user.click(within(insured()).getByRole('radio', { name: '本人' }));
    await user.click(within(insured()).getByRole('radio', { name: '配偶' }));
    expect(within(insured()).getByLabelText('姓名')).not.toHaveAttribute('aria-invalid');
    expect(within(insured()).getByLabelText('身份证号')).not.toHaveAttribute('aria-invalid');
  });

  test('a valid form goes to the health step when the product has one', async () => {
    const user = userEvent.setup();
    await open();
    await fillPerson(user, applicant(), { ...APPLICANT, name: ` ${APPLICANT.name}\u3000` });
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/ProductNew/healthStatement?id=${ID}`));
    expect(readDraft()).toMatchObject({
      insuredDone: true,
      applicant: APPLICANT,
      insured: { relationship: 'self', ...APPLICANT },
      beneficiaryType: 'legal',
      beneficiaries: [],
    });
    expect(trail()).toContainEqual(
      expect.objectContaining({ type: 'submit', page: '/ProductNew/Insured', target: 'insured' }),
    );
    expect(vi.mocked(Element.prototype.scrollIntoView)).not.toHaveBeenCalled();
  });

  test('without a health statement it goes to the confirmation; a minor uses the applicant’s phone', async () => {
    const user = userEvent.setup();
    await open(
      productFixture({ features: { ...productFixture().features, healthStatement: false } }),
      { route: `/ProductAnsheng/Insured?id=${ID}` },
    );
    await fillPerson(user, applicant(), APPLICANT);
    await user.click(within(insured()).getByRole('radio', { name: '子女' }));
    await fillPerson(user, insured(), { name: '张小明', idCard: idFor('20150601', '135') });
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/ProductNew/ProductDetail?id=${ID}`));
    expect(readDraft()).toMatchObject({
      insuredDone: true,
      insured: { relationship: 'child', name: '张小明', mobile: APPLICANT.mobile },
    });
  });

  test('the route’s family decides the health step (/ProductAnsheng)', async () => {
    const user = userEvent.setup();
    await open(productFixture(), { route: `/ProductAnsheng/Insured?id=${ID}` });
    await fillPerson(user, applicant(), APPLICANT);
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/ProductAnsheng/healthStatement?id=${ID}`));
  });
});

describe('occupation', () => {
  const withOccupation = (occupation: 'jobs' | 'fuxing') =>
    productFixture({ features: { ...productFixture().features, occupation } });

  test('the job list shows classes, disables the uninsurable ones and can be searched', async () => {
    const user = userEvent.setup();
    await open(withOccupation('jobs'));
    await waitFor(() => expect(jobCalls).toBe(1));
    const field = within(insured()).getByRole('button', { name: /职业/ });
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: '选择职业' });
    expect(within(sheet).getByRole('button', { name: '办公室职员 1类' })).toBeEnabled();
    expect(
      within(sheet).getByRole('button', { name: '高空作业人员 6类 · 不可投保' }),
    ).toBeDisabled();

    await user.type(within(sheet).getByLabelText('搜索职业'), '骑手');
    expect(within(sheet).queryByRole('button', { name: /办公室职员/ })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '外卖骑手 4类' }));
    expect(screen.queryByRole('dialog', { name: '选择职业' })).not.toBeInTheDocument();
    expect(field).toHaveAccessibleName('职业 外卖骑手（4类）');
    expect(field).toHaveFocus();
    expect(readDraft()).toMatchObject({ insured: { jobCode: 'J402', jobLabel: '外卖骑手' } });
  });

  test('a failed job list: the 2 s fail toast, and the field offers a retry', async () => {
    const user = userEvent.setup();
    let refuse = true;
    server.use(
      http.get('/rest/api/third_product/jobs/:id', () =>
        refuse ? fail(5001, '职业列表获取失败') : ok(JOBS),
      ),
    );
    const { services } = await open(withOccupation('jobs'));
    await waitFor(() =>
      expect(services.feedback.fail).toHaveBeenCalledWith('职业列表获取失败', 2000),
    );
    const field = within(insured()).getByRole('button', { name: /职业/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('加载失败，点击重试'));

    refuse = false;
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: '选择职业' });
    expect(await within(sheet).findByRole('button', { name: '办公室职员 1类' })).toBeEnabled();
    expect(field).not.toHaveAccessibleDescription('加载失败，点击重试');
  });

  test('a job list of the wrong shape: the field offers a retry, which shows the jobs', async () => {
    const user = userEvent.setup();
    let malformed = true;
    server.use(
      http.get('/rest/api/third_product/jobs/:id', () =>
        malformed ? ok([{ code: 'J101', name: '办公室职员' }]) : ok(JOBS),
      ),
    );
    await open(withOccupation('jobs'));
    const field = within(insured()).getByRole('button', { name: /职业/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('加载失败，点击重试'));

    malformed = false;
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: '选择职业' });
    expect(await within(sheet).findByRole('button', { name: '办公室职员 1类' })).toBeEnabled();
  });

  test('an occupation tree loads level by level: no parent ids, then [a], then [a, b]', async () => {
    const user = userEvent.setup();
    const { store } = await open(withOccupation('fuxing'));
    await waitFor(() => expect(treeCalls).toEqual([null]));
    const field = within(insured()).getByRole('button', { name: /职业/ });
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: '选择职业' });

    await user.click(within(sheet).getByRole('button', { name: '一般职业' }));
    await within(sheet).findByRole('button', { name: '机关团体' });
    expect(treeCalls).toEqual([null, '1']);

    await user.click(within(sheet).getByRole('button', { name: '机关团体' }));
    await within(sheet).findByRole('button', { name: '内勤人员 1类' });
    expect(treeCalls).toEqual([null, '1', '1,11']);
    expect(store.getState().common.fxProfession[0].children?.[0].children).toHaveLength(2);

    // Back up one level through the trail: nothing is asked again.
    await user.click(within(sheet).getByRole('button', { name: '全部职业' }));
    await user.click(within(sheet).getByRole('button', { name: '一般职业' }));
    await user.click(within(sheet).getByRole('button', { name: '机关团体' }));
    await user.click(within(sheet).getByRole('button', { name: '外勤人员 2类' }));
    expect(treeCalls).toEqual([null, '1', '1,11']);
    expect(field).toHaveAccessibleName('职业 外勤人员');
    expect(readDraft()).toMatchObject({ insured: { jobCode: '112', jobLabel: '外勤人员' } });
  });
});

describe('region', () => {
  test('the product’s provinces, then the chosen province’s cities; a reload shows the choice', async () => {
    const user = userEvent.setup();
    const product = productFixture({
      features: { ...productFixture().features, region: true },
    });
    const first = await open(product);
    await waitFor(() => expect(areaCalls).toEqual([null]));
    const field = within(insured()).getByRole('button', { name: /所在地区/ });
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: '选择所在地区' });
    await user.click(within(sheet).getByRole('button', { name: '广东省' }));
    await user.click(await within(sheet).findByRole('button', { name: '深圳市' }));
    expect(areaCalls).toEqual([null, '440000']);
    expect(screen.queryByRole('dialog', { name: '选择所在地区' })).not.toBeInTheDocument();
    expect(field).toHaveAccessibleName('所在地区 广东省 深圳市');
    expect(readDraft()).toMatchObject({ insured: { areaCode: '440300' } });
    first.unmount();

    await open(product);
    await waitFor(() =>
      expect(within(insured()).getByRole('button', { name: /所在地区/ })).toHaveAccessibleName(
        '所在地区 广东省 深圳市',
      ),
    );
  });
});

describe('the option sheets and Back (issue 23)', () => {
  test('Back closes the region sheet, not the insured form; the field keeps its place', async () => {
    const user = userEvent.setup();
    const product = productFixture({
      features: { ...productFixture().features, region: true },
    });
    await open(product);
    const where = screen.getByTestId('location').textContent;
    const field = within(insured()).getByRole('button', { name: /所在地区/ });
    await user.click(field);
    expect(await screen.findByRole('dialog', { name: '选择所在地区' })).toBeInTheDocument();
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '选择所在地区' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(where!);
    expect(within(insured()).getByRole('button', { name: /所在地区/ })).toBeInTheDocument();
  });
});

describe('region of the wrong shape', () => {
  test('the field offers a retry, which shows the provinces', async () => {
    const user = userEvent.setup();
    let malformed = true;
    server.use(
      http.get('/rest/api/third_product/area/:id', () =>
        malformed ? ok({ provinces: PROVINCES }) : ok(PROVINCES),
      ),
    );
    await open(productFixture({ features: { ...productFixture().features, region: true } }));
    const field = within(insured()).getByRole('button', { name: /所在地区/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('加载失败，点击重试'));

    malformed = false;
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: '选择所在地区' });
    expect(await within(sheet).findByRole('button', { name: '广东省' })).toBeInTheDocument();
  });
});

describe('beneficiaries', () => {
  test('法定 only where the product allows no named ones', async () => {
    const base = productFixture();
    // A plan that pays on death.
    await open(
      productFixture({
        plans: base.plans.map((plan) => ({
          ...plan,
          coverages: [...plan.coverages, { item: '意外身故及伤残', sumInsured: '10万' }],
        })),
      }),
    );
    const beneficiary = section('受益人信息');
    expect(within(beneficiary).getByText('法定')).toBeInTheDocument();
    expect(within(beneficiary).queryByRole('radio')).not.toBeInTheDocument();
  });

  test('a medical plan, which pays nothing on death, asks and tells of no 身故受益人', async () => {
    await open();
    expect(
      productFixture().plans.every((plan) => !plan.coverages.some((c) => c.item.includes('身故'))),
    ).toBe(true);
    expect(screen.queryByRole('heading', { name: '受益人信息' })).not.toBeInTheDocument();
    expect(screen.queryByText('身故受益人')).not.toBeInTheDocument();
  });

  test('up to three named beneficiaries whose shares add up to 100', async () => {
    const user = userEvent.setup();
    await open(
      productFixture({
        features: {
          ...productFixture().features,
          healthStatement: false,
          namedBeneficiary: true,
        },
      }),
    );
    await fillPerson(user, applicant(), APPLICANT);
    const beneficiary = section('受益人信息');
    expect(within(beneficiary).getByRole('radio', { name: '法定' })).toBeChecked();
    await user.click(within(beneficiary).getByRole('radio', { name: '指定' }));

    const first = within(beneficiary).getByRole('group', { name: '受益人1' });
    expect(within(first).getByLabelText('受益比例（%）')).toHaveValue('100');
    await fillPerson(user, first, { name: '王五', idCard: idFor('19600101', '135') });
    await user.selectOptions(within(first).getByLabelText('与被保人关系'), '父母');

    await user.click(within(beneficiary).getByRole('button', { name: '+ 添加受益人' }));
    const second = within(beneficiary).getByRole('group', { name: '受益人2' });
    await fillPerson(user, second, { name: '赵六', idCard: idFor('19620202', '246') });
    await user.selectOptions(within(second).getByLabelText('与被保人关系'), '配偶');
    await user.clear(within(first).getByLabelText('受益比例（%）'));
    await user.type(within(first).getByLabelText('受益比例（%）'), '60');
    await user.type(within(second).getByLabelText('受益比例（%）'), '50');
    expect(within(beneficiary).getByText('受益比例合计 110%')).toBeInTheDocument();

    const total = within(beneficiary).getByText('受益比例合计 110%');
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
    await user.click(submitButton());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(total);
    expect(total).toHaveFocus();
    expect(total).toHaveAccessibleDescription('受益比例合计须为100%');

    await user.click(within(beneficiary).getByRole('button', { name: '+ 添加受益人' }));
    expect(within(beneficiary).getByRole('group', { name: '受益人3' })).toBeInTheDocument();
    expect(
      within(beneficiary).queryByRole('button', { name: '+ 添加受益人' }),
    ).not.toBeInTheDocument();
    await user.click(within(beneficiary).getByRole('button', { name: '删除受益人3' }));

    await user.clear(within(second).getByLabelText('受益比例（%）'));
    await user.type(within(second).getByLabelText('受益比例（%）'), '40');
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/ProductNew/ProductDetail?id=${ID}`));
    expect(readDraft()).toMatchObject({
      beneficiaryType: 'named',
      beneficiaries: [
        { name: '王五', relationship: 'parent', share: 60 },
        { name: '赵六', relationship: 'spouse', share: 40 },
      ],
    });
  });
});

describe('the draft', () => {
  test('a reload keeps everything typed, in sessionStorage only', async () => {
    const user = userEvent.setup();
    const first = await open();
    await fillPerson(user, applicant(), APPLICANT);
    await user.click(within(insured()).getByRole('radio', { name: '配偶' }));
    await fillPerson(user, insured(), { ...SPOUSE, mobile: SPOUSE.mobile.slice(0, 6) });
    first.unmount();

    await open();
    expect(within(applicant()).getByLabelText('姓名')).toHaveValue(APPLICANT.name);
    expect(within(applicant()).getByLabelText('身份证号')).toHaveValue(APPLICANT.idCard);
    expect(within(applicant()).getByLabelText('手机号')).toHaveValue(APPLICANT.mobile);
    expect(within(insured()).getByRole('radio', { name: '配偶' })).toBeChecked();
    expect(within(insured()).getByLabelText('姓名')).toHaveValue(SPOUSE.name);
    expect(within(insured()).getByLabelText('手机号')).toHaveValue(SPOUSE.mobile.slice(0, 6));
  });

  test('no personal value reaches localStorage, the URL, the trail or the console', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const logged: unknown[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
    await open(productFixture(), { notice: true });
    await user.click(await screen.findByText('知道了', {}, { timeout: 5000 }));
    await fillPerson(user, applicant(), APPLICANT);
    await user.click(within(insured()).getByRole('radio', { name: '配偶' }));
    await fillPerson(user, insured(), SPOUSE);
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/ProductNew/healthStatement?id=${ID}`));

    const personal = [...Object.values(APPLICANT), ...Object.values(SPOUSE)];
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    const trailText = JSON.stringify(trail());
    const consoleText = JSON.stringify(logged);
    for (const value of personal) {
      expect(stored.join('\n')).not.toContain(value);
      expect(location()).not.toContain(value);
      expect(trailText).not.toContain(value);
      expect(consoleText).not.toContain(value);
    }
    expect(readDraft()).toMatchObject({ applicant: APPLICANT, insured: SPOUSE });
  });
});
