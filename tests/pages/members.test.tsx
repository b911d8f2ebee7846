import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { loginActions } from '../../src/data/login/slice';
import type { UserInfo } from '../../src/data/login/types';
import type { MemberProfile } from '../../src/data/members/types';
import { compressImage } from '../../src/lib/image';
import { server } from '../../src/mocks/node';
import { MEMBER_BENEFITS } from '../../src/data/members/benefits';
import { noteTraversal } from '../../src/ui/traversal';
import { renderApp } from '../support/render';
import { recordTrail } from '../support/trail';

vi.mock('../../src/lib/image', () => ({ compressImage: vi.fn() }));

const PHONE = '13812345678';
const DATA_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

const USER_INFO: UserInfo = {
  id: 7,
  phone: PHONE,
  nickname: '用户5678',
  avatar: null,
  wechatBound: false,
  member: false,
};

function profileOf(patch: Partial<MemberProfile> = {}): MemberProfile {
  return {
    active: false,
    memberNo: null,
    since: null,
    level: '未开通',
    benefits: MEMBER_BENEFITS.map((benefit) => ({ ...benefit })),
    avatar: null,
    ...patch,
  };
}

const ACTIVE = profileOf({
  active: true,
  memberNo: 'JX2026000123',
  since: '2026-11-20',
  level: '精选会员',
});

const ok = (payload: unknown) => HttpResponse.json({ code: 0, message: 'success', payload });

/** A reply the test releases when it has looked at the in-flight state. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function answer(profile: MemberProfile = profileOf()) {
  server.use(
    http.get('/rest/api/members/profile', () => ok(profile)),
    http.get('/rest/api/user/current', () => ok(USER_INFO)),
  );
}

function signIn() {
  localStorage.setItem('user_token', 'token-1');
}

/** The consent given on an earlier screen (before signing in, say): agreement opened and agreed. */
function agreedBefore() {
  sessionStorage.setItem(
    'members:consent',
    JSON.stringify({ documentsRead: ['userAgreement'], agreedAt: '2026-11-23T02:00:00.000Z' }),
  );
}

const consentBox = () =>
  screen.getByRole('checkbox', { name: '我已阅读并同意《用户服务协议》，自愿开通免费会员' });

/** Opens the 用户服务协议 full screen, closes it, and agrees. */
async function agreeToMembership(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '《用户服务协议》未阅读' }));
  const overlay = await screen.findByRole('dialog', { name: '用户服务协议' });
  // The agreement's own text, fetched as it opens.
  expect(await within(overlay).findByText('五、免费会员的开通')).toBeInTheDocument();
  await user.click(within(overlay).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: '《用户服务协议》已阅读' })).toBeInTheDocument();
  await user.click(consentBox());
  expect(consentBox()).toBeChecked();
}

/** Every activation's body, as the sandbox would see it. */
function recordActivations(reply: () => Response | Promise<Response> = () => ok(ACTIVE)) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/rest/api/members/activate', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const CONSENTED = {
  traceId: expect.stringMatching(/^[A-Za-z0-9_-]{6,64}$/),
  consents: { userAgreementAt: expect.any(String) },
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  noteTraversal(false);
  vi.mocked(compressImage).mockReset();
  const { Dialog, Toast } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
  Toast.clear();
});

test('a visitor sees the benefits, opens and agrees to the agreement, then signs in to activate', async () => {
  const user = userEvent.setup();
  renderApp({ route: '/Members' });
  expect(await screen.findByRole('heading', { name: '免费开通会员' })).toBeInTheDocument();
  for (const benefit of MEMBER_BENEFITS)
    expect(screen.getByText(benefit.title)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '手机号注册' })).toHaveAttribute(
    'href',
    '/Members/register',
  );
  // No activation before the agreement is opened and agreed to: not even the sign-in.
  await user.click(screen.getByRole('button', { name: '立即免费开通' }));
  expect(screen.getByRole('alert')).toHaveTextContent('请先点击阅读《用户服务协议》后再勾选');
  // Said once, under the box (it was said twice, one line under the other).
  expect(screen.getAllByText('请先点击阅读《用户服务协议》后再勾选')).toHaveLength(1);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/Members$/);
  // The box cannot be ticked before the agreement was opened.
  await user.click(consentBox());
  expect(consentBox()).not.toBeChecked();

  await agreeToMembership(user);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '立即免费开通' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/Login?redirect=${encodeURIComponent('/Members?then=activate')}`,
    ),
  );
  // Kept for the way back from signing in.
  expect(JSON.parse(sessionStorage.getItem('members:consent')!)).toMatchObject({
    documentsRead: ['userAgreement'],
    agreedAt: expect.any(String),
  });
});

test('立即免费开通 signed out: the sign-in takes the activation screen’s entry, so Back from it is the screen before (issue 23)', async () => {
  agreedBefore();
  const user = userEvent.setup();
  const { navigate } = renderApp({ route: '/Members', history: ['/Home'] });
  await user.click(await screen.findByRole('button', { name: '立即免费开通' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Login\?redirect=/),
  );
  // Signed in, the activation comes back in this entry (not a second one behind it); before, Back
  // is the page the visitor came from.
  navigate(-1);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Home$/));
});

test('agreed but not opened (a draft from before the rule): not a consent', async () => {
  signIn();
  answer();
  sessionStorage.setItem('members:consent', JSON.stringify({ agreedAt: '2026-11-23T02:00:00Z' }));
  const bodies = recordActivations();
  const user = userEvent.setup();
  renderApp({ route: '/Members' });
  const button = await screen.findByRole('button', { name: '立即免费开通' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(consentBox()).not.toBeChecked();
  await user.click(button);
  expect(screen.getByRole('alert')).toHaveTextContent('请先点击阅读《用户服务协议》后再勾选');
  expect(bodies).toEqual([]);
});

test('back from signing in for 立即免费开通, the activation goes on by itself, once, with the consent', async () => {
  signIn();
  answer();
  agreedBefore();
  const bodies = recordActivations();
  renderApp({ route: '/Members?then=activate' });
  expect(await screen.findByRole('heading', { name: '开通成功' })).toBeInTheDocument();
  // The pending action leaves the address: a reload or a back does not activate again.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Members$/));
  expect(bodies).toEqual([
    { ...CONSENTED, consents: { userAgreementAt: '2026-11-23T02:00:00.000Z' } },
  ]);
  // Done: the consent's draft goes with it.
  expect(sessionStorage.getItem('members:consent')).toBeNull();
});

test('back from signing in without the consent on record: nothing activates', async () => {
  signIn();
  answer();
  const bodies = recordActivations();
  renderApp({ route: '/Members?then=activate' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Members$/));
  expect(await screen.findByRole('button', { name: '立即免费开通' })).toBeInTheDocument();
  expect(consentBox()).not.toBeChecked();
  expect(bodies).toEqual([]);
});

test('back from signing in as a member already: nothing to activate, and said so', async () => {
  signIn();
  answer(ACTIVE);
  let calls = 0;
  server.use(
    http.post('/rest/api/members/activate', () => {
      calls += 1;
      return ok(ACTIVE);
    }),
  );
  renderApp({ route: '/Members?then=activate' });
  expect(await screen.findByRole('heading', { name: '您已是会员' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Members$/));
  expect(calls).toBe(0);
});

test('a signed-in visitor activates: busy, then 开通成功 with the member number', async () => {
  signIn();
  answer();
  const reply = gate();
  let calls = 0;
  server.use(
    http.post('/rest/api/members/activate', async () => {
      calls += 1;
      await reply.opened;
      return ok(ACTIVE);
    }),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Members' });
  const button = await screen.findByRole('button', { name: '立即免费开通' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByRole('link', { name: '手机号注册' })).not.toBeInTheDocument();
  await agreeToMembership(user);
  await user.click(button);
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  reply.open();
  expect(await screen.findByRole('heading', { name: '开通成功' })).toBeInTheDocument();
  expect(screen.getByText('JX2026000123')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '进入会员中心' })).toHaveAttribute(
    'href',
    '/Members/login',
  );
  expect(calls).toBe(1);
});

test('the consent is in the membership’s sales trail, as a purchase’s: opened, agreed, activated', async () => {
  signIn();
  answer();
  const trail = recordTrail();
  const bodies = recordActivations();
  const batches: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/trace/events') && request.method === 'POST') {
      void request
        .clone()
        .json()
        .then((batch) => batches.push(batch));
    }
  });
  const user = userEvent.setup();
  renderApp({ route: '/Members' });
  const button = await screen.findByRole('button', { name: '立即免费开通' });
  await waitFor(() => expect(button).toBeEnabled());
  await agreeToMembership(user);
  await user.click(button);
  expect(await screen.findByRole('heading', { name: '开通成功' })).toBeInTheDocument();
  const events = trail().map((event) => `${event.type}:${event.page}:${event.target ?? ''}`);
  expect(events).toEqual([
    'screen:/Members:',
    'document-open:/Members:userAgreement',
    'document-close:/Members:userAgreement',
    'consent:/Members:userAgreement',
    'submit:/Members:membership',
    'result:/Members:activated',
  ]);
  // The trail named in the activation is the one recorded, of the membership (not a product).
  await waitFor(() => expect(batches.length).toBeGreaterThan(0));
  expect(batches[0]).toMatchObject({ subject: 'membership' });
  expect(batches[0]).not.toHaveProperty('productId');
  expect(bodies).toEqual([{ ...CONSENTED, traceId: (batches[0] as { traceId: string }).traceId }]);
  server.events.removeAllListeners();
});

test('a refused activation shows its message and leaves the button usable', async () => {
  signIn();
  answer();
  server.use(
    http.post('/rest/api/members/activate', () =>
      HttpResponse.json({ code: 3001, message: '活动太火爆，请稍后再试', payload: null }),
    ),
  );
  const user = userEvent.setup();
  const { services } = renderApp({ route: '/Members' });
  const button = await screen.findByRole('button', { name: '立即免费开通' });
  await waitFor(() => expect(button).toBeEnabled());
  await agreeToMembership(user);
  await user.click(button);
  await waitFor(() =>
    expect(services.feedback.toast).toHaveBeenCalledWith('活动太火爆，请稍后再试'),
  );
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByText('开通成功')).not.toBeInTheDocument();
});

test('a member who comes back sees the membership at once', async () => {
  signIn();
  answer(ACTIVE);
  renderApp({ route: '/Members' });
  expect(await screen.findByRole('heading', { name: '您已是会员' })).toBeInTheDocument();
  expect(screen.getByText('JX2026000123')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即免费开通' })).not.toBeInTheDocument();
});

test('/Members/agreement shows the user service agreement', async () => {
  renderApp({ route: '/Members/agreement' });
  expect(
    await screen.findByRole('heading', { name: '用户服务协议', level: 1 }),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('用户服务协议'));
});

test('register: local checks first, then SMS login, activation and the member centre', async () => {
  let validated: unknown = null;
  server.use(
    http.post('/rest/api/validation/valid', async ({ request }) => {
      validated = await request.json();
      return ok({ token: 'token-new' });
    }),
    http.post('/rest/api/members/activate', () => ok(ACTIVE)),
  );
  answer(ACTIVE);
  const user = userEvent.setup();
  renderApp({ route: '/Members/register' });
  expect(await screen.findByRole('heading', { name: '注册会员' })).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '注册并开通会员' });

  await user.click(submit);
  expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();

  await user.type(screen.getByPlaceholderText('请输入手机号'), PHONE);
  await user.click(submit);
  expect(await screen.findByText('请输入6位短信验证码')).toBeInTheDocument();

  await user.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
  // One consent on the screen: registering signs in and activates, so the membership's consent
  // names the sign-in's 隐私政策 too, and no second box names the same agreement.
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  const box = screen.getByRole('checkbox', {
    name: '我已阅读并同意《用户服务协议》《隐私政策》，自愿开通免费会员',
  });
  await user.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '请先点击阅读《用户服务协议》《隐私政策》后再勾选',
  );
  expect(validated).toBeNull();
  // The agreement alone is not enough.
  await user.click(await screen.findByRole('button', { name: '《用户服务协议》未阅读' }));
  const agreement = await screen.findByRole('dialog', { name: '用户服务协议' });
  await user.click(within(agreement).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(box);
  expect(box).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: '《隐私政策》未阅读' }));
  const privacy = await screen.findByRole('dialog', { name: '隐私政策' });
  await user.click(within(privacy).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(box);
  expect(box).toBeChecked();
  await user.click(submit);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Members\/login$/),
  );
  expect(validated).toMatchObject({ phone: PHONE, code: '123456' });
  expect(localStorage.getItem('user_token')).toBe('token-new');
  expect(await screen.findByText('JX2026000123')).toBeInTheDocument();
});

const location = () => screen.getByTestId('location').textContent;
const registerBox = () =>
  screen.getByRole('checkbox', {
    name: '我已阅读并同意《用户服务协议》《隐私政策》，自愿开通免费会员',
  });

/** Both documents of 手机号注册's consent opened and closed, then agreed. */
async function agreeToRegister(user: ReturnType<typeof userEvent.setup>) {
  for (const title of ['用户服务协议', '隐私政策']) {
    await user.click(await screen.findByRole('button', { name: `《${title}》未阅读` }));
    const overlay = await screen.findByRole('dialog', { name: title });
    await user.click(within(overlay).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  await user.click(registerBox());
  expect(registerBox()).toBeChecked();
}

test('登录后开通 on the register form: agreed first, then the sign-in takes the form’s entry (issue 23)', async () => {
  const user = userEvent.setup();
  const { navigate } = renderApp({
    route: '/Members/register',
    history: ['/Home', '/Members'],
  });
  const signIn = await screen.findByRole('link', { name: '登录后开通' });
  // An activation asked for: its agreement first, as 立即免费开通 asks it.
  await user.click(signIn);
  expect(screen.getByRole('alert')).toHaveTextContent(
    '请先点击阅读《用户服务协议》《隐私政策》后再勾选',
  );
  expect(location()).toBe('/Members/register');

  await agreeToRegister(user);
  await user.click(signIn);
  await waitFor(() =>
    expect(location()).toBe(
      `/Login?redirect=${encodeURIComponent('/Members/register?then=activate')}`,
    ),
  );
  // The form's entry went to the sign-in: Back is the activation screen, no spent form between.
  navigate(-1);
  await waitFor(() => expect(location()).toBe('/Members'));
});

test('back from signing in for 登录后开通: activated by itself, then the member centre in the form’s entry', async () => {
  signIn();
  answer();
  agreedBefore();
  const bodies = recordActivations();
  const { navigate } = renderApp({
    route: '/Members/register?then=activate',
    history: ['/Home', '/Members'],
  });
  await waitFor(() => expect(location()).toBe('/Members/login'), { timeout: 5000 });
  expect(bodies).toEqual([
    { ...CONSENTED, consents: { userAgreementAt: '2026-11-23T02:00:00.000Z' } },
  ]);
  expect(screen.queryByRole('button', { name: '注册并开通会员' })).not.toBeInTheDocument();
  // Back: the activation screen (it says 您已是会员 once the profile says so), never the form.
  navigate(-1);
  await waitFor(() => expect(location()).toBe('/Members'));
});

test('back from signing in for 登录后开通 as a member already: the member centre, nothing activated', async () => {
  signIn();
  answer(ACTIVE);
  agreedBefore();
  const bodies = recordActivations();
  renderApp({ route: '/Members/register?then=activate', history: ['/Members'] });
  await waitFor(() => expect(location()).toBe('/Members/login'), { timeout: 5000 });
  expect(bodies).toEqual([]);
});

test.each([
  ['a link', false],
  ['Back', true],
])(
  'a signed-in visitor reaching /Members/register by %s is not offered registration',
  async (_, byBack) => {
    signIn();
    answer();
    noteTraversal(byBack);
    renderApp({ route: '/Members/register', history: ['/Home'] });
    expect(await screen.findByRole('heading', { level: 1, name: '您已登录' })).toBeInTheDocument();
    expect(screen.getByText('无需再注册，可直接免费开通会员')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去开通会员' })).toHaveAttribute('href', '/Members');
    expect(screen.queryByRole('button', { name: '注册并开通会员' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入手机号')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /获取验证码|s后重发/ })).not.toBeInTheDocument();
    expect(location()).toBe('/Members/register');
  },
);

test('a member reaching /Members/register is told so, with the way to the member centre', async () => {
  signIn();
  answer(ACTIVE);
  renderApp({ route: '/Members/register' });
  expect(await screen.findByRole('heading', { level: 1, name: '您已是会员' })).toBeInTheDocument();
  expect(screen.getByText('JX2026000123')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '进入会员中心' })).toHaveAttribute(
    'href',
    '/Members/login',
  );
  expect(screen.queryByRole('button', { name: '注册并开通会员' })).not.toBeInTheDocument();
});

test('signed in on a register form opened from /Members: 去开通会员 is Back to it, not a second copy', async () => {
  answer();
  const user = userEvent.setup();
  const { navigate, store } = renderApp({ route: '/Members', history: ['/Home'] });
  await user.click(await screen.findByRole('link', { name: '手机号注册' }));
  expect(await screen.findByRole('heading', { name: '注册会员' })).toBeInTheDocument();
  // Signed in meanwhile (another tab, say).
  localStorage.setItem('user_token', 'token-1');
  act(() => {
    store.dispatch(loginActions.loginSucceeded({ token: 'token-1' }));
  });
  await user.click(await screen.findByRole('link', { name: '去开通会员' }));
  await waitFor(() => expect(location()).toBe('/Members'));
  navigate(-1);
  await waitFor(() => expect(location()).toBe('/Home'));
});

test.each(['/Members', '/Members/register'])(
  '%s, which a shared link can open first, has its way home first in main',
  async (route) => {
    renderApp({ route });
    const home = await screen.findByRole('link', { name: '首页' });
    expect(home).toHaveAttribute('href', '/Home');
    expect(screen.getByRole('main').firstElementChild).toContainElement(home);
  },
);

test('the member centre is named by its h1 and holds the 长辈模式 switch, remembered on the device', async () => {
  signIn();
  answer(ACTIVE);
  renderApp({ route: '/Members/login' });
  expect(await screen.findByRole('heading', { level: 1, name: '会员中心' })).toBeInTheDocument();
  const toggle = await screen.findByRole('switch', { name: '长辈模式' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(document.documentElement).toHaveAttribute('data-elder');
  expect(localStorage.getItem('elder_mode')).toBe('on');
  await userEvent.click(toggle);
  expect(document.documentElement).not.toHaveAttribute('data-elder');
});

test('the member centre needs a token', async () => {
  renderApp({ route: '/Members/login' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/Login?redirect=%2FMembers%2Flogin'),
  );
});

test('the member centre shows the card with the masked phone, never the full number', async () => {
  signIn();
  answer(ACTIVE);
  renderApp({ route: '/Members/login' });
  const card = await screen.findByRole('region', { name: '会员卡' });
  expect(await within(card).findByText('138****5678')).toBeInTheDocument();
  expect(within(card).getByText('用户5678')).toBeInTheDocument();
  expect(await within(card).findByText('JX2026000123')).toBeInTheDocument();
  expect(within(card).getByText('2026-11-20')).toBeInTheDocument();
  expect(within(card).getByText('精选会员')).toBeInTheDocument();
  expect(document.body.textContent).not.toContain(PHONE);
  expect(screen.getByText(MEMBER_BENEFITS[0]!.title)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/mine/orders');
  expect(screen.getByRole('link', { name: '我的保单' })).toHaveAttribute('href', '/Policy');
  expect(screen.getByRole('link', { name: '用户服务协议' })).toHaveAttribute(
    'href',
    '/Members/agreement',
  );
});

test('an inactive member activates from the member centre through the agreement, never in one tap', async () => {
  signIn();
  answer();
  const bodies = recordActivations();
  const user = userEvent.setup();
  renderApp({ route: '/Members/login' });
  const activate = await screen.findByRole('link', { name: '立即免费开通' });
  expect(screen.queryByRole('button', { name: '立即免费开通' })).not.toBeInTheDocument();
  await user.click(activate);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Members$/));
  const button = await screen.findByRole('button', { name: '立即免费开通' });
  await waitFor(() => expect(button).toBeEnabled());
  await agreeToMembership(user);
  await user.click(button);
  expect(await screen.findByRole('heading', { name: '开通成功' })).toBeInTheDocument();
  expect(bodies).toEqual([CONSENTED]);
});

test('a failed profile shows an error with a retry, and no retry loop', async () => {
  signIn();
  let calls = 0;
  server.use(
    http.get('/rest/api/user/current', () => ok(USER_INFO)),
    http.get('/rest/api/members/profile', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ code: 5000, message: '系统繁忙', payload: null })
        : ok(ACTIVE);
    }),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Members/login' });
  const retry = await screen.findByRole('button', { name: '重新加载' });
  expect(screen.getByText('会员信息加载失败')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toBe(1);
  await user.click(retry);
  expect(await screen.findByText('JX2026000123')).toBeInTheDocument();
});

test('a profile of the wrong shape (code 0, payload {}) shows the failure state, and retry recovers', async () => {
  signIn();
  let calls = 0;
  server.use(
    http.get('/rest/api/user/current', () => ok(USER_INFO)),
    http.get('/rest/api/members/profile', () => {
      calls += 1;
      return calls === 1 ? ok({}) : ok(ACTIVE);
    }),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Members/login' });
  const retry = await screen.findByRole('button', { name: '重新加载' });
  expect(screen.getByText('会员信息加载失败')).toBeInTheDocument();
  // The rest of the centre stays: who is signed in, the links, the logout.
  expect(await screen.findByText('138****5678')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '退出登录' })).toBeEnabled();
  await user.click(retry);
  expect(await screen.findByText('JX2026000123')).toBeInTheDocument();
  expect(screen.queryByText('会员信息加载失败')).not.toBeInTheDocument();
});

test('/Members with a profile of the wrong shape still offers the activation', async () => {
  signIn();
  server.use(
    http.get('/rest/api/user/current', () => ok(USER_INFO)),
    http.get('/rest/api/members/profile', () => ok({ active: 'no' })),
    http.post('/rest/api/members/activate', () => ok(ACTIVE)),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Members' });
  const button = await screen.findByRole('button', { name: '立即免费开通' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.getByText(MEMBER_BENEFITS[0]!.title)).toBeInTheDocument();
  await agreeToMembership(user);
  await user.click(button);
  expect(await screen.findByRole('heading', { name: '开通成功' })).toBeInTheDocument();
});

test('the avatar: compressed, shown at once, posted as form data, then the uploaded picture', async () => {
  signIn();
  answer(ACTIVE);
  vi.mocked(compressImage).mockImplementation(async () => {
    localStorage.setItem('compressed_image', DATA_URL);
    return {
      blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
      dataUrl: DATA_URL,
      width: 1,
      height: 1,
    };
  });
  const reply = gate();
  const contentTypes: string[] = [];
  server.use(
    http.post('/rest/api/members/avatar', async ({ request }) => {
      contentTypes.push(request.headers.get('content-type') ?? '');
      await reply.opened;
      return ok({ url: 'https://img.example.cn/avatar/7.jpg' });
    }),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Members/login' });
  await screen.findByText('JX2026000123');
  const file = new File(['photo'], 'photo.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('选择头像图片'), file);

  expect(compressImage).toHaveBeenCalledWith(file, 400, { storageKey: 'compressed_image' });
  const avatar = screen.getByRole('button', { name: '更换头像' });
  await waitFor(() => expect(avatar.querySelector('img')).toHaveAttribute('src', DATA_URL));
  await waitFor(() => expect(contentTypes).toHaveLength(1));
  expect(contentTypes[0]).toMatch(/^multipart\/form-data/);
  expect(avatar).toBeDisabled();
  reply.open();
  await waitFor(() =>
    expect(avatar.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.cn/avatar/7.jpg',
    ),
  );
  expect(avatar).toBeEnabled();
});

test('a picture that cannot be compressed is told, and nothing is posted', async () => {
  signIn();
  answer(ACTIVE);
  vi.mocked(compressImage).mockRejectedValue(new Error('The image could not be decoded'));
  let posted = false;
  server.use(
    http.post('/rest/api/members/avatar', () => {
      posted = true;
      return ok({ url: 'x' });
    }),
  );
  const user = userEvent.setup();
  renderApp({ route: '/Members/login' });
  await screen.findByText('JX2026000123');
  await user.upload(
    screen.getByLabelText('选择头像图片'),
    new File(['?'], 'broken.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByText('图片处理失败，请换一张图片试试')).toBeInTheDocument();
  expect(posted).toBe(false);
});

test('after a reload the stored picture shows until the profile’s avatar arrives', async () => {
  signIn();
  localStorage.setItem('compressed_image', DATA_URL);
  const reply = gate();
  server.use(
    http.get('/rest/api/user/current', () => ok(USER_INFO)),
    http.get('/rest/api/members/profile', async () => {
      await reply.opened;
      return ok({ ...ACTIVE, avatar: 'https://img.example.cn/avatar/7.jpg' });
    }),
  );
  renderApp({ route: '/Members/login' });
  const avatar = await screen.findByRole('button', { name: '更换头像' });
  expect(avatar.querySelector('img')).toHaveAttribute('src', DATA_URL);
  reply.open();
  await waitFor(() =>
    expect(avatar.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.cn/avatar/7.jpg',
    ),
  );
});

test('logout asks first, then forgets the session and goes home', async () => {
  signIn();
  localStorage.setItem('wechat_user_token', 'token-1');
  localStorage.setItem('compressed_image', DATA_URL);
  sessionStorage.setItem('trial:105', '{"birthDate":"1990-03-07"}');
  sessionStorage.setItem('other', 'kept');
  answer(ACTIVE);
  const user = userEvent.setup();
  const { store } = renderApp({ route: '/Members/login' });
  await screen.findByText('JX2026000123');
  await user.click(screen.getByRole('button', { name: '退出登录' }));
  const dialog = (await screen.findByText('确定要退出登录吗？')).closest(
    '.adm-dialog',
  ) as HTMLElement;
  expect(within(dialog).getByText('取消')).toBeInTheDocument();
  expect(localStorage.getItem('user_token')).toBe('token-1');
  // The dialog is still animating in (pointer-events: none), so click directly.
  fireEvent.click(within(dialog).getByText('确定'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Home$/));
  expect(localStorage.getItem('user_token')).toBeNull();
  expect(localStorage.getItem('wechat_user_token')).toBeNull();
  expect(localStorage.getItem('compressed_image')).toBeNull();
  expect(Object.keys(sessionStorage).filter((key) => key.startsWith('trial:'))).toEqual([]);
  expect(store.getState().members.profile).toBeNull();
  expect(store.getState().common.userInfo).toBeNull();
});

test('cancelling the logout keeps the visitor signed in', async () => {
  signIn();
  answer(ACTIVE);
  const user = userEvent.setup();
  renderApp({ route: '/Members/login' });
  await screen.findByText('JX2026000123');
  await user.click(screen.getByRole('button', { name: '退出登录' }));
  const dialog = (await screen.findByText('确定要退出登录吗？')).closest(
    '.adm-dialog',
  ) as HTMLElement;
  fireEvent.click(within(dialog).getByText('取消'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(localStorage.getItem('user_token')).toBe('token-1');
  expect(screen.getByTestId('location')).toHaveTextContent('/Members/login');
});
