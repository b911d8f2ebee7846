import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { COPY } from '../../src/config/copy';
import { SITE } from '../../src/config/site';
import type { HealthDetail } from '../../src/data/health/types';
import { readDraft, writeDraft } from '../../src/data/insured/draft';
import { endTrace } from '../../src/data/trace';
import { server } from '../../src/mocks/node';
import { fail, ok } from '../../src/mocks/reply';
import { productFixture, serveProduct } from '../support/product-fixture';
import { renderApp } from '../support/render';

const ID = 901;
const ROUTE = `/ProductNew/healthStatement?id=${ID}`;
const CONFIRM = `/ProductNew/ProductDetail?id=${ID}`;

const DETAIL: HealthDetail = {
  productId: ID,
  title: '健康告知',
  intro: '请您如实回答以下问题',
  questions: [
    { id: 'q1', text: '被保人是否患有高血压、糖尿病？' },
    {
      id: 'q2',
      text: '被保人过去两年内是否因病住院？',
      details: ['因意外住院不在此列', '生育住院不在此列'],
    },
  ],
};

let queried: unknown[] = [];
let submitted: unknown[] = [];

function serveHealth({
  saved = null,
  submit = () => ok({ productId: ID, passed: true }),
}: {
  saved?: Record<string, boolean> | null;
  submit?: () => Response | Promise<Response>;
} = {}) {
  server.use(
    http.get(`/rest/api/abao_product/health/detail/${ID}`, () => ok(DETAIL)),
    http.post('/rest/api/third_product/health_statement', async ({ request }) => {
      queried.push(await request.json());
      return ok({ productId: ID, answers: saved });
    }),
    http.post('/rest/api/third_product/submit_health_statement', async ({ request }) => {
      submitted.push(await request.json());
      return submit();
    }),
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const choice = (question: string, answer: '是' | '否') =>
  within(group(question)).getByRole('button', { name: answer });
const submitButton = () => screen.getByRole('button', { name: '提交健康告知' });

async function openHealth(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ route: ROUTE, ...options });
  await screen.findByText(DETAIL.questions[0]!.text, undefined, { timeout: 5000 });
  return view;
}

beforeAll(async () => {
  // Compile the lazy route chunks once, outside any test's time limit.
  await import('../../src/pages/_funnel/HealthScreen');
  await import('../../src/pages/_funnel/ConfirmScreen');
}, 60_000);

beforeEach(() => {
  queried = [];
  submitted = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('user_token', 'token-1');
  serveProduct(productFixture());
  server.use(
    http.post('/rest/api/trace/events', () => ok(null)),
    http.post('/rest/api/third_product/price', () => ok({ premium: 136, unit: '元/年', age: 36 })),
  );
  writeDraft(ID, { insuredDone: true });
});

afterEach(async () => {
  endTrace();
  vi.restoreAllMocks();
  const { Dialog } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
});

test('without the insured step done, back to the family’s insured screen', async () => {
  sessionStorage.clear();
  serveProduct(productFixture({ family: 'Product' }));
  serveHealth();
  renderApp({ route: `/healthStatement?id=${ID}` });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/Insured?id=${ID}`),
  );
  expect(screen.getByTestId('location').textContent).toBe(`/Insured?id=${ID}`);
});

test('a product without a health statement goes straight on to the confirmation', async () => {
  const product = productFixture({
    id: 902,
    features: { ...productFixture().features, healthStatement: false },
  });
  serveProduct(product);
  writeDraft(902, { insuredDone: true });
  renderApp({ route: '/ProductNew/healthStatement?id=902' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/ProductNew/ProductDetail?id=902'),
  );
});

test('every question answered one by one: submit waits for the last', async () => {
  serveHealth();
  const user = userEvent.setup();
  await openHealth();
  expect(screen.getByText('因意外住院不在此列')).toBeInTheDocument();
  expect(submitButton()).toBeDisabled();
  expect(screen.getByText('还有2个问题未回答')).toBeInTheDocument();

  await user.click(choice(DETAIL.questions[0]!.text, '否'));
  expect(choice(DETAIL.questions[0]!.text, '否')).toHaveAttribute('aria-pressed', 'true');
  expect(choice(DETAIL.questions[0]!.text, '是')).toHaveAttribute('aria-pressed', 'false');
  // Kept for a reload at once.
  expect(readDraft(ID).healthAnswers).toEqual({ q1: false });
  expect(submitButton()).toBeDisabled();

  await user.click(choice(DETAIL.questions[1]!.text, '否'));
  expect(readDraft(ID).healthAnswers).toEqual({ q1: false, q2: false });
  expect(submitButton()).toBeEnabled();
});

test('以上皆无 answers every question 否 in one tap (asking first over an answer of 是), and each answer can still be changed', async () => {
  serveHealth();
  const user = userEvent.setup();
  await openHealth();
  const allNo = screen.getByRole('button', { name: '以上皆无' });
  expect(allNo).toHaveAttribute('aria-pressed', 'false');

  await user.click(allNo);
  for (const question of DETAIL.questions) {
    expect(choice(question.text, '否')).toHaveAttribute('aria-pressed', 'true');
  }
  expect(allNo).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('已回答全部问题')).toBeInTheDocument();
  expect(readDraft(ID)).toMatchObject({
    healthAnswers: { q1: false, q2: false },
    healthDone: false,
  });
  expect(submitButton()).toBeEnabled();

  // One answer changed: the others stay 否, and 以上皆无 no longer holds.
  await user.click(choice(DETAIL.questions[1]!.text, '是'));
  expect(choice(DETAIL.questions[0]!.text, '否')).toHaveAttribute('aria-pressed', 'true');
  expect(choice(DETAIL.questions[1]!.text, '是')).toHaveAttribute('aria-pressed', 'true');
  expect(allNo).toHaveAttribute('aria-pressed', 'false');
  expect(readDraft(ID).healthAnswers).toEqual({ q1: false, q2: true });

  // 以上皆无 over an answer of 是 asks first: 保留我的回答 changes nothing.
  await user.click(allNo);
  const ask = await screen.findByRole('dialog');
  expect(ask).toHaveTextContent(
    '您有1个问题回答了"是"。选择"以上皆无"会将其改为"否"，请确认以上情况均不存在。',
  );
  await user.click(within(ask).getByRole('button', { name: '保留我的回答' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(choice(DETAIL.questions[1]!.text, '是')).toHaveAttribute('aria-pressed', 'true');
  expect(readDraft(ID).healthAnswers).toEqual({ q1: false, q2: true });

  // Confirmed, all 否.
  await user.click(allNo);
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: '确认均不存在' }),
  );
  await waitFor(() =>
    expect(choice(DETAIL.questions[1]!.text, '否')).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(readDraft(ID).healthAnswers).toEqual({ q1: false, q2: false });
});

test('the answers already given in this session come back from the draft', async () => {
  writeDraft(ID, { healthAnswers: { q1: false, q2: true } });
  serveHealth({ saved: { q1: true, q2: true } });
  await openHealth();
  expect(choice(DETAIL.questions[0]!.text, '否')).toHaveAttribute('aria-pressed', 'true');
  expect(choice(DETAIL.questions[1]!.text, '是')).toHaveAttribute('aria-pressed', 'true');
  expect(submitButton()).toBeEnabled();
  // The draft wins: the server is not asked.
  expect(queried).toEqual([]);
});

test('with nothing in the draft, the answers the server holds are restored', async () => {
  serveHealth({ saved: { q1: false, q2: false } });
  await openHealth();
  await waitFor(() =>
    expect(choice(DETAIL.questions[1]!.text, '否')).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(choice(DETAIL.questions[0]!.text, '否')).toHaveAttribute('aria-pressed', 'true');
  expect(queried).toEqual([{ productId: ID }]);
});

test('code 0: the statement is done and the visitor goes on to the confirmation', async () => {
  serveHealth({
    saved: { q1: false, q2: false },
    submit: async () => {
      await delay(100);
      return ok({ productId: ID, passed: true });
    },
  });
  const user = userEvent.setup();
  await openHealth();
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());
  // Locked while the call is in flight.
  expect(screen.getByRole('button', { name: '提交中…' })).toBeDisabled();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(CONFIRM));
  expect(submitted).toEqual([{ productId: ID, answers: { q1: false, q2: false } }]);
  expect(readDraft(ID).healthDone).toBe(true);
});

test('code -1: the ineligibility dialog; 联系客服 opens the configured page, 我知道了 closes', async () => {
  writeDraft(ID, { healthAnswers: { q1: true, q2: false } });
  serveHealth({ submit: () => fail(-1, '不符合投保条件') });
  const user = userEvent.setup();
  const { services } = await openHealth();
  await user.click(submitButton());

  expect(await screen.findByText(COPY.healthIneligible)).toBeInTheDocument();
  const contact = screen.getByRole('button', { name: COPY.contactService });
  const close = screen.getByRole('button', { name: COPY.iKnow });
  // The dialog may still be animating in (pointer-events: none), so click directly.
  fireEvent.click(contact);
  expect(services.openExternal).toHaveBeenCalledWith(SITE.customerServiceUrl);
  expect(services.navigate).not.toHaveBeenCalled();
  expect(readDraft(ID).healthDone).toBe(false);

  fireEvent.click(close);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: COPY.iKnow })).not.toBeInTheDocument(),
  );
  expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
});

test('where the configured customer-service page cannot open, the dialog offers the hotline', async () => {
  const configured = SITE.customerServiceUrl;
  // A configuration gone wrong: not an address a browser may open.
  (SITE as { customerServiceUrl: string }).customerServiceUrl = 'javascript:alert(1)';
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  try {
    writeDraft(ID, { healthAnswers: { q1: true, q2: false } });
    serveHealth({ submit: () => fail(-1, '不符合投保条件') });
    const user = userEvent.setup();
    const { services } = await openHealth();
    await user.click(submitButton());
    expect(
      await screen.findByText(
        `${COPY.healthIneligible}。客服热线 ${SITE.operator.hotline}（${SITE.operator.serviceHours}）`,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '拨打客服热线' }));
    expect(assign).toHaveBeenCalledWith('tel:4008206688');
    expect(services.openExternal).not.toHaveBeenCalled();
  } finally {
    (SITE as { customerServiceUrl: string }).customerServiceUrl = configured;
  }
});

test('another code: the server message as a toast, and the visitor can try again', async () => {
  writeDraft(ID, { healthAnswers: { q1: false, q2: false } });
  serveHealth({ submit: () => fail(5001, '核保服务繁忙，请稍后再试') });
  const user = userEvent.setup();
  const { services } = await openHealth();
  await user.click(submitButton());
  await waitFor(() =>
    expect(services.feedback.toast).toHaveBeenCalledWith('核保服务繁忙，请稍后再试'),
  );
  expect(submitButton()).toBeEnabled();
  expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
});

test('a failed connection leaves the answers as they were', async () => {
  writeDraft(ID, { healthAnswers: { q1: false, q2: false } });
  serveHealth({ submit: () => HttpResponse.error() });
  const user = userEvent.setup();
  await openHealth();
  await user.click(submitButton());
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect(readDraft(ID).healthAnswers).toEqual({ q1: false, q2: false });
  expect(choice(DETAIL.questions[0]!.text, '否')).toHaveAttribute('aria-pressed', 'true');
});

test('questions of the wrong shape: the failure state with a retry that shows them', async () => {
  serveHealth();
  let malformed = true;
  server.use(
    http.get(`/rest/api/abao_product/health/detail/${ID}`, () =>
      malformed ? ok({ title: DETAIL.title }) : ok(DETAIL),
    ),
  );
  const user = userEvent.setup();
  renderApp({ route: ROUTE });
  const retry = await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 });
  expect(screen.getByText('健康告知加载失败')).toBeInTheDocument();
  expect(screen.queryByText(DETAIL.questions[0]!.text)).not.toBeInTheDocument();
  malformed = false;
  await user.click(retry);
  expect(await screen.findByText(DETAIL.questions[0]!.text)).toBeInTheDocument();
});

test('a submit reply of the wrong shape keeps the visitor on the screen, answers kept', async () => {
  writeDraft(ID, { healthAnswers: { q1: false, q2: false } });
  serveHealth({ submit: () => ok({ productId: ID, passed: 'yes' }) });
  const user = userEvent.setup();
  await openHealth();
  await user.click(submitButton());
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
  expect(readDraft(ID).healthDone).not.toBe(true);
});
