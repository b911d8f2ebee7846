import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ClaimBody, ClaimedPolicy } from '../../src/data/ayb/types';
import { readClaimDraft } from '../../src/data/ayb/draft';
import { pendingTraceEvents } from '../../src/data/trace';
import { db, DEMO_PHONE, resetClock, setNow, signIn } from '../../src/mocks/node';
import { noteTraversal } from '../../src/ui/traversal';
import { call } from '../mocks/api';
import { IDS } from '../mocks/funnel-helpers';
import { renderApp } from '../support/render';

const NAME = '出行无忧意外险(赠)';
/** A screen's first render waits for its chunk, which jsdom transforms on first use. */
const LOADED = { timeout: 8000 };
const location = () => screen.getByTestId('location').textContent;
/** The gift's documents, all opened. */
const ALL_READ = ['notice', 'terms', 'exclusions'];
const agreed = (extra: Record<string, unknown> = {}) =>
  sessionStorage.setItem(
    'gift:120',
    JSON.stringify({ noticeShown: true, consentAt: 'x', documentsRead: ALL_READ, ...extra }),
  );
const consentBox = () => screen.getByRole('checkbox', { name: '我已逐页阅读上述内容并同意' });
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** A claim made through the sandbox, for 本人 (王小明, born 1990) unless told. */
async function claimed(token: string, id: number, overrides: Partial<ClaimBody> = {}) {
  const { reply } = await call<ClaimedPolicy>('POST', `/rest/api/gift/${id}/claim`, {
    token,
    body: {
      idempotencyKey: `gift-page-${id}-${Date.now()}`,
      traceId: 'trace-gift-page',
      relationship: 'self',
      insured: { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' },
      applicant: null,
      consents: { documentsReadAt: '2026-11-23T10:00:00+08:00', insuredAgreedAt: null },
      ...overrides,
    },
  });
  expect(reply.code).toBe(0);
  return reply.payload.policyNo;
}

beforeEach(() => setNow(Date.parse('2026-11-23T10:00:00+08:00')));
afterEach(() => {
  resetClock();
  noteTraversal(false);
  vi.restoreAllMocks();
});

describe('the landing', () => {
  test('what the gift is, honestly; the entry notice once; 立即领取 waits for the consent', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderApp({ route: '/Insurance/ayb?id=120' });
    // The landing and the dialog's own chunk load first.
    expect(
      await screen.findByText(/您已进入投保流程/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByText('知道了'));
    expect(
      await screen.findByRole('heading', { level: 1, name: NAME }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getAllByText('合璟财产保险股份有限公司').length).toBeGreaterThan(0);
    expect(screen.getByText('领取全程无需支付，不会索取任何银行卡或支付信息')).toBeInTheDocument();
    expect(screen.getByText(/不设犹豫期/)).toBeInTheDocument();
    expect(screen.getByText('18至65周岁')).toBeInTheDocument();
    expect(screen.getByText(/〔2025〕意外伤害保险045号/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '立即领取' }));
    expect(location()).toBe('/Insurance/ayb?id=120');

    // The purchase's rule: every document opened before the consent can be ticked.
    const documents = screen.getAllByRole('button', { name: /^《.+》未阅读$/ });
    expect(documents).toHaveLength(3);
    await user.click(consentBox());
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(/^请先点击阅读《.+》《.+》《.+》后再勾选$/);
    for (const name of documents.map((doc) => doc.textContent!.replace('未阅读', ''))) {
      await user.click(screen.getByRole('button', { name: `${name}未阅读` }));
      const overlay = await screen.findByRole('dialog', { name: name.slice(1, -1) });
      await user.click(within(overlay).getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: `${name}已阅读` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(consentBox());
    expect(consentBox()).toBeChecked();
    await user.click(screen.getByRole('button', { name: '立即领取' }));
    expect(location()).toBe('/Insurance/ayb/login?id=120');
    expect(readClaimDraft(120)).toMatchObject({
      noticeShown: true,
      consentAt: expect.any(String),
      documentsRead: expect.arrayContaining(ALL_READ),
    });
    // Sent in batches: some events are with the sandbox already, the latest still queued.
    const recorded = [...db.trails.all().flatMap((trail) => trail.events), ...pendingTraceEvents()];
    expect(recorded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'screen', page: '/Insurance/ayb' }),
        expect.objectContaining({ type: 'notice', target: 'entry' }),
        ...ALL_READ.map((target) => expect.objectContaining({ type: 'document-open', target })),
        expect.objectContaining({ type: 'consent', target: 'giftDocuments' }),
      ]),
    );
    // The consent comes after every document was opened.
    const order = recorded.map((event) => `${event.type}:${event.target ?? ''}`);
    for (const target of ALL_READ) {
      expect(order.indexOf(`document-open:${target}`)).toBeLessThan(
        order.indexOf('consent:giftDocuments'),
      );
    }
  }, 30_000);

  test('Back from 领取成功 (the claim’s draft gone with it): the landing, without its notice', async () => {
    // What the app's history notes for Back (app/html-history.ts).
    noteTraversal(true);
    renderApp({ route: '/Insurance/ayb?id=120', history: ['/Home'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: NAME }, LOADED),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: '我已逐页阅读上述内容并同意' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Home');
    // The landing asks for the notice as it is drawn, writing it on the claim's draft first: not
    // asked for (the e2e gift journey sees no dialog either).
    expect(readClaimDraft(120).noticeShown).toBeUndefined();
  });

  test.each([
    [1120, '已结束', '本次赠险活动已结束'],
    [1121, '已领完', '本期名额已领完'],
  ])(
    'gift %i says %s first, with the way to the catalogue, and offers no claim',
    async (id, tag, title) => {
      renderApp({ route: `/Insurance/ayb?id=${id}` });
      const state = await screen.findByText(title, {}, LOADED);
      expect(screen.getByTestId('gift-state')).toHaveTextContent(tag);
      expect(screen.getByRole('link', { name: '去看看其他保障' })).toHaveAttribute('href', '/Home');
      // Said before what the gift was: the name, the state, then the facts.
      const facts = screen.getByText('最高保额');
      expect(state.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Nothing that cannot work: no 免费领取, no claim, no consent, no claim's promise.
      expect(screen.queryByText('免费领取')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '立即领取' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByText(/领取全程无需支付/)).not.toBeInTheDocument();
      // What it was stays readable, with its insurer and disclosure.
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByText('重要信息披露')).toBeInTheDocument();
    },
  );

  test('the header part of an ended gift says so too, and not 免费领取', async () => {
    renderApp({ route: '/Insurance/ayb/component/header?id=1120' });
    expect(await screen.findByText('本次赠险活动已结束', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('gift-state')).toHaveTextContent('已结束');
    expect(screen.queryByText('免费领取')).not.toBeInTheDocument();
  });

  test('no id, or an unknown one: said in place', async () => {
    renderApp({ route: '/Insurance/ayb' });
    expect(await screen.findByText('缺少赠险信息', {}, LOADED)).toBeInTheDocument();
    renderApp({ route: '/Insurance/ayb?id=77' });
    expect(await screen.findByText('赠险活动不存在或已下线', {}, LOADED)).toBeInTheDocument();
  });
});

describe('sign in, the form, the claim', () => {
  test.each([
    ['without the consent on record', false],
    ['with a consent left from when it was open', true],
  ])(
    'an ended gift\u2019s sign-in step, %s, says so in place: no sign-in, no form',
    async (_, consented) => {
      if (consented) {
        sessionStorage.setItem('gift:1120', JSON.stringify({ noticeShown: true, consentAt: 'x' }));
      }
      renderApp({ route: '/Insurance/ayb/login?id=1120' });
      expect(await screen.findByText('本次赠险活动已结束', {}, LOADED)).toBeInTheDocument();
      expect(location()).toBe('/Insurance/ayb/login?id=1120');
      expect(screen.getByRole('link', { name: '去看看其他保障' })).toBeInTheDocument();
      expect(screen.queryByText(/免费领取/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText('手机号')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  test('without the consent on record: back to the landing', async () => {
    renderApp({ route: '/Insurance/ayb/login?id=120' });
    await waitFor(() => expect(location()).toBe('/Insurance/ayb?id=120'), LOADED);
  });

  test('a consent on record with a document unread does not count: back to the landing, unticked', async () => {
    // Ticked before every document was opened (a draft from before the rule, say).
    agreed({ documentsRead: ['notice', 'terms'] });
    localStorage.setItem('user_token', signIn(DEMO_PHONE));
    renderApp({ route: '/Insurance/ayb/login?id=120' });
    await waitFor(() => expect(location()).toBe('/Insurance/ayb?id=120'), LOADED);
    expect(
      await screen.findByRole('checkbox', { name: '我已逐页阅读上述内容并同意' }, LOADED),
    ).not.toBeChecked();
    expect(screen.getByText(/^请先点击阅读《.+》后再勾选$/)).toBeInTheDocument();
    expect(db.giftClaims.all()).toHaveLength(0);
  });

  test('signed out: the phone form; signed in: the form, checked, then 领取成功', async () => {
    agreed();
    const user = userEvent.setup();
    const first = renderApp({ route: '/Insurance/ayb/login?id=120' });
    expect(
      await screen.findByRole('heading', { name: '凭手机号 免费领取' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入手机号')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem('user_token', signIn(DEMO_PHONE));
    renderApp({ route: '/Insurance/ayb/login?id=120' });
    expect(
      await screen.findByRole('heading', { name: '最后一步 填写信息' }, LOADED),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('姓名'), '王小明');
    await user.type(screen.getByLabelText('身份证号'), IDS.male19601121);
    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '激活保障' }));
    await waitFor(() =>
      expect(screen.getByLabelText('身份证号')).toHaveAccessibleDescription(
        expect.stringContaining('被保人年龄不符合投保要求'),
      ),
    );

    await user.clear(screen.getByLabelText('身份证号'));
    await user.type(screen.getByLabelText('身份证号'), IDS.male1990);
    await user.click(screen.getByRole('button', { name: '激活保障' }));
    expect(await screen.findByRole('heading', { name: '领取成功' }, LOADED)).toBeInTheDocument();
    expect(location()).toMatch(/^\/Insurance\/ayb\/successful\?id=120&policyNo=\w+$/);
    expect(screen.getByTestId('cover-start')).toHaveTextContent('2026年11月24日零时');
    expect(screen.getByRole('link', { name: '关注公众号' })).toHaveAttribute(
      'href',
      '/Insurance/ayb/official?id=120',
    );
    expect(sessionStorage.getItem('gift:120')).toBeNull();
  });

  test('for a parent: the visitor\u2019s own details and the insured\u2019s agreement are asked for', async () => {
    agreed();
    localStorage.setItem('user_token', signIn(DEMO_PHONE));
    const user = userEvent.setup();
    renderApp({ route: '/Insurance/ayb/login?id=120' });
    await user.click(await screen.findByRole('radio', { name: '父母' }, LOADED));
    expect(screen.getByText('您的信息（投保人）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '激活保障' }));
    expect(
      await screen.findByText('为他人领取，请先确认被保险人已同意', {}, LOADED),
    ).toBeInTheDocument();
    for (const name of screen.getAllByLabelText('姓名')) {
      expect(name).toHaveAccessibleDescription(expect.stringContaining('请输入真实姓名'));
    }
    expect(screen.getAllByLabelText('姓名')).toHaveLength(2);
    expect(readClaimDraft(120)).toMatchObject({ relationship: 'parent' });
  });
});

describe('a visitor who has claimed', () => {
  test('Back from 领取成功: the landing says 您已领取 with the way to the policy, and never offers that claim again', async () => {
    agreed();
    localStorage.setItem('user_token', signIn(DEMO_PHONE));
    const user = userEvent.setup();
    const { navigate } = renderApp({
      route: '/Insurance/ayb/login?id=120',
      history: ['/Home', '/Insurance/ayb?id=120'],
    });
    expect(
      await screen.findByRole('heading', { name: '最后一步 填写信息' }, LOADED),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('姓名'), '王小明');
    await user.type(screen.getByLabelText('身份证号'), IDS.male1990);
    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '激活保障' }));
    expect(await screen.findByRole('heading', { name: '领取成功' }, LOADED)).toBeInTheDocument();
    const policyNo = screen.getByTestId('gift-policy-no').textContent!;

    // What the app's history notes for Back (app/html-history.ts).
    noteTraversal(true);
    navigate(-1);
    await waitFor(() => expect(location()).toBe('/Insurance/ayb?id=120'));
    // From the claim just made: no claim offered first and taken back later. The landing's screen
    // may still be loading its module (the shuffled order ran this test before any other had
    // loaded it): its skeleton, then the card, never a claim.
    expect(screen.queryByRole('button', { name: '立即领取' })).not.toBeInTheDocument();
    const card = await screen.findByTestId('gift-claimed', {}, LOADED);
    expect(within(card).getByRole('heading', { name: '您已领取' })).toBeInTheDocument();
    expect(within(card).getByText(policyNo)).toBeInTheDocument();
    expect(within(card).getByText('王**')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '领取详情' })).toHaveAttribute(
      'href',
      `/Insurance/ayb/successful?id=120&policyNo=${policyNo}`,
    );
    expect(within(card).getByRole('link', { name: '查看电子保单' })).toHaveAttribute(
      'href',
      `/Policy/policyDetail?policyNo=${policyNo}`,
    );
    expect(screen.queryByRole('button', { name: '立即领取' })).not.toBeInTheDocument();
    // Gift 120 may also be claimed for a spouse or a parent: that is a new claim, with its own
    // reading and consent (the spent one's draft went with it).
    expect(card).toHaveTextContent('您还可以为配偶、父母领取本保障。');
    expect(screen.getByRole('button', { name: '为家人领取' })).toBeInTheDocument();
    expect(consentBox()).not.toBeChecked();
    expect(screen.getAllByRole('button', { name: /^《.+》未阅读$/ })).toHaveLength(3);
    expect(readClaimDraft(120).noticeShown).toBeUndefined();
  }, 30_000);

  test('the landing asked for afresh says 您已领取 too (the server’s claimed), and the claim step starts for family', async () => {
    const token = signIn(DEMO_PHONE);
    const policyNo = await claimed(token, 120);
    localStorage.setItem('user_token', token);
    const first = renderApp({ route: '/Insurance/ayb?id=120' });
    const card = await screen.findByTestId('gift-claimed', {}, LOADED);
    expect(within(card).getByText(policyNo)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '为家人领取' })).toBeInTheDocument();
    first.unmount();

    // Through the consent: the form says what was claimed, and is for someone else first.
    agreed();
    renderApp({ route: '/Insurance/ayb/login?id=120' });
    expect(
      await screen.findByRole('heading', { name: '最后一步 填写信息' }, LOADED),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('gift-claimed')).getByText(policyNo)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '配偶' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '本人' })).not.toBeChecked();
  });

  test('signed out, nothing is said of anyone’s claim', async () => {
    await claimed(signIn(DEMO_PHONE), 120);
    renderApp({ route: '/Insurance/ayb?id=120' });
    expect(
      await screen.findByRole('heading', { level: 1, name: NAME }, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('gift-claimed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即领取' })).toBeInTheDocument();
  });

  test('a gift for 本人 only, claimed: neither the landing nor its claim step offers a claim', async () => {
    const token = signIn(DEMO_PHONE);
    const policyNo = await claimed(token, 121);
    localStorage.setItem('user_token', token);
    const first = renderApp({ route: '/Insurance/ayb?id=121' });
    const card = await screen.findByTestId('gift-claimed', {}, LOADED);
    expect(within(card).getByText(policyNo)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('您还可以');
    expect(screen.queryByRole('button', { name: /立即领取|为家人领取/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Nothing to enter: no entry notice of a purchase flow.
    expect(readClaimDraft(121).noticeShown).toBeUndefined();
    expect(screen.getByText('重要信息披露')).toBeInTheDocument();
    first.unmount();

    // A consent left from before the claim (another tab, say): the claim step says 您已领取.
    sessionStorage.setItem(
      'gift:121',
      JSON.stringify({ noticeShown: true, consentAt: 'x', documentsRead: ALL_READ }),
    );
    renderApp({ route: '/Insurance/ayb/login?id=121' });
    expect(await screen.findByTestId('gift-claimed', {}, LOADED)).toHaveTextContent(policyNo);
    expect(location()).toBe('/Insurance/ayb/login?id=121');
    expect(screen.queryByText('最后一步 填写信息')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Home');
  });
});

describe('the claim’s sign-in', () => {
  test('a way home, and in the messaging app 微信授权登录 waits for the agreement box', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    agreed();
    const user = userEvent.setup();
    const { services } = renderApp({ route: '/Insurance/ayb/login?id=120' });
    const wechat = await screen.findByRole('button', { name: '微信授权登录' }, LOADED);
    // A shared link can open it first: 首页 first in main.
    const home = screen.getByRole('link', { name: '首页' });
    expect(home).toHaveAttribute('href', '/Home');
    expect(screen.getByRole('main').firstElementChild).toContainElement(home);

    await user.click(wechat);
    expect(await screen.findByText('请先阅读并同意相关协议')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', {
      name: '我已阅读并同意《用户服务协议》《隐私政策》',
    });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(services.openExternal).not.toHaveBeenCalled();

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(wechat);
    await waitFor(() => expect(services.openExternal).toHaveBeenCalledTimes(1));
    expect(services.openExternal.mock.calls[0]![0]).toMatch(/\/sandbox\/wechat-consent\.html\?/);
  });
});

describe('the other routes', () => {
  test('successful without a claim, official and the parts', async () => {
    renderApp({ route: '/Insurance/ayb/successful?id=120' });
    expect(await screen.findByText('未找到领取记录', {}, LOADED)).toBeInTheDocument();
    renderApp({ route: '/Insurance/ayb/official?id=120' });
    expect(
      await screen.findByRole('heading', { name: '关注公众号 查收您的保单' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    renderApp({ route: '/Insurance/ayb/component/header?id=120' });
    expect(await screen.findByText('最高保额', {}, LOADED)).toBeInTheDocument();
    // Two sums, each by its liability (the gift's record): not 10万 for both.
    expect(
      screen.getByText('公共交通意外身故及伤残 10万 · 自驾车意外身故及伤残 2万'),
    ).toBeInTheDocument();
    renderApp({ route: '/Insurance/ayb/component/form?id=120' });
    expect(
      await screen.findByRole('heading', { name: '最后一步 填写信息' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '激活保障' })).not.toBeInTheDocument();
    renderApp({ route: '/Insurance/ayb/component/footer?id=120' });
    expect(await screen.findByText('重要信息披露', {}, LOADED)).toBeInTheDocument();
    renderApp({ route: '/Insurance/ayb/component/loginForm' });
    expect(
      await screen.findAllByRole('heading', { name: '凭手机号 免费领取' }, LOADED),
    ).not.toHaveLength(0);
  });

  test.each(['form', 'loginForm'])(
    'the %s part of an ended gift says so in place of the form',
    async (part) => {
      renderApp({ route: `/Insurance/ayb/component/${part}?id=1120` });
      expect(await screen.findByText('本次赠险活动已结束', {}, LOADED)).toBeInTheDocument();
      expect(screen.queryByText(/免费领取|最后一步/)).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  test('the footer part of an ended gift says it has ended above its disclosure', async () => {
    renderApp({ route: '/Insurance/ayb/component/footer?id=1120' });
    expect(await screen.findByText('本次赠险活动已结束', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('重要信息披露')).toBeInTheDocument();
  });

  test('the footer part of an open gift is its disclosure alone', async () => {
    renderApp({ route: '/Insurance/ayb/component/footer?id=120' });
    expect(await screen.findByText('重要信息披露', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/已结束|已领完/)).not.toBeInTheDocument();
  });

  test('the loginForm part of an open gift is its sign-in', async () => {
    renderApp({ route: '/Insurance/ayb/component/loginForm?id=120' });
    expect(
      await screen.findByRole('heading', { name: '凭手机号 免费领取' }, LOADED),
    ).toBeInTheDocument();
  });
});
