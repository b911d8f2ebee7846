import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PolicyDetail } from '../../src/data/policy/types';
import {
  advanceClock,
  completePayment,
  createOrder,
  db,
  DEMO_PHONE,
  listPolicies,
  resetClock,
  server,
  setFault,
  setNow,
  signIn,
} from '../../src/mocks/node';
import { toPolicyDetail } from '../../src/mocks/policies';
import { expectForgotten, expectRefusedInPlace } from '../support/record-refused';
import { renderApp } from '../support/render';
import { paysOnDeath } from '../../src/data/product/facts';
import { productById } from '../../src/mocks/fixtures/products';

const ON = Date.parse('2026-11-23T10:00:00+08:00');
const location = () => screen.getByTestId('location');

function signInAs(phone = DEMO_PHONE): string {
  const token = signIn(phone);
  localStorage.setItem('user_token', token);
  return token;
}

// The screens compile once here, not inside a test's wait.
beforeAll(async () => {
  await import('../../src/pages/_policy/PolicyListScreen');
  await import('../../src/pages/_policy/PolicyDetailScreen');
  await import('../../src/pages/_policy/BindScreen');
}, 60_000);

beforeEach(() => {
  setNow(ON);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  resetClock();
  vi.restoreAllMocks();
  const { Dialog, Toast } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
  Toast.clear();
});

describe('/Policy', () => {
  test('a visitor who is not signed in goes to sign in, and back to the list after', async () => {
    renderApp({ route: '/Policy?status=pending' });
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        `/Login?redirect=${encodeURIComponent('/Policy?status=pending')}`,
      ),
    );
  });

  test('the demo account: a card per policy with status, insured, period, premium and number; the tabs filter', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp({ route: '/Policy' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的保单' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('policy-card');
    expect(cards).toHaveLength(10);
    const newest = listPolicies(DEMO_PHONE)[0];
    expect(cards[0]).toHaveTextContent(newest.productName);
    expect(cards[0]).toHaveTextContent(newest.policyNo);
    expect(cards[0]).toHaveTextContent(newest.insurer);
    expect(cards[0]).toHaveTextContent(`${newest.effectiveDate} 至 ${newest.endDate}`);
    // The premium to the fen, as every screen after the trial writes it.
    expect(cards[0]).toHaveTextContent(`¥${newest.premium.toFixed(2)}`);
    expect(
      within(cards[0]).getByRole('link', { name: (name) => name.includes(newest.productName) }),
    ).toHaveAttribute('href', `/Policy/policyDetail?policyNo=${newest.policyNo}`);
    // The bottom navigation, with 保单 as the screen shown.
    expect(screen.getByRole('link', { name: '保单' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('tab', { name: '待生效' }));
    await waitFor(() => expect(location()).toHaveTextContent('/Policy?status=pending'));
    await waitFor(() => {
      const shown = screen.getAllByTestId('policy-card');
      expect(shown).toHaveLength(1);
      expect(shown[0]).toHaveTextContent('待生效');
    });

    await user.click(screen.getByRole('tab', { name: '已失效 / 已退保' }));
    await waitFor(() => expect(screen.getAllByTestId('policy-card')).toHaveLength(3));
    const chips = screen.getAllByTestId('policy-card').map((card) => card.textContent ?? '');
    expect(chips.some((text) => text.includes('已退保'))).toBe(true);
    expect(chips.some((text) => text.includes('已失效'))).toBe(true);
  });

  test('an overdue renewal shows its premium and 去缴费, which opens the pay screen for a new order', async () => {
    signInAs();
    const user = userEvent.setup();
    renderApp({ route: '/Policy?status=active' });
    const overdue = listPolicies(DEMO_PHONE).find((p) => p.status === 'overdue')!;
    const card = (await screen.findAllByTestId('policy-card')).find((c) =>
      c.textContent?.includes(overdue.policyNo),
    )!;
    expect(card).toHaveTextContent('缴费逾期');
    expect(within(card).getByRole('note')).toHaveTextContent(
      '已于2026-11-01到期，宽限期至2026-12-31',
    );
    await user.click(within(card).getByRole('button', { name: '去缴费' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/ProductNew\/Pay\?orderId=JX/));
  });

  test('no policies: 暂无保单 with the way to the catalogue', async () => {
    signInAs('13912340000');
    renderApp({ route: '/Policy' });
    expect(await screen.findByText('暂无保单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看保险产品' })).toHaveAttribute('href', '/Home');
  });

  test('a failed list says so and loads again on 重新加载', async () => {
    signInAs();
    setFault('GET', '/rest/api/policy/list', { code: 5000, message: '系统繁忙', times: 1 });
    const user = userEvent.setup();
    const { services } = renderApp({ route: '/Policy' });
    expect(await screen.findByText('保单加载失败')).toBeInTheDocument();
    expect(services.feedback.toast).toHaveBeenCalledWith('系统繁忙');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findAllByTestId('policy-card')).toHaveLength(10);
  });

  test('a messaging-app account with no phone bound is sent to bind one, and back', async () => {
    signInAs();
    server.use(
      http.get('/rest/api/policy/list', () =>
        HttpResponse.json({ code: 1035, message: '请先绑定手机号', payload: null }),
      ),
    );
    renderApp({ route: '/Policy' });
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        `/Policy/wechat/bind?redirect=${encodeURIComponent('/Policy')}`,
      ),
    );
  });
});

describe('/Policy/policyDetail', () => {
  const named = () => listPolicies(DEMO_PHONE).find((p) => p.productId === 118)!;

  test('status, number, insurer, cover, the people masked, beneficiaries with shares, documents, claims', async () => {
    signInAs();
    renderApp({ route: `/Policy/policyDetail?policyNo=${named().policyNo}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '长者意外保障' }),
    ).toBeInTheDocument();
    expect(screen.getByText('保障中', { selector: '[role=status]' })).toBeInTheDocument();
    expect(screen.getByTestId('policy-no')).toHaveTextContent(named().policyNo);
    const applicant = screen.getByRole('region', { name: '投保人' });
    expect(applicant).toHaveTextContent('1101**********4513');
    expect(applicant).toHaveTextContent('138****8000');
    expect(applicant).toHaveTextContent('zh***@example.com');
    expect(applicant).toHaveTextContent('1988-03-15');
    const insured = screen.getByRole('region', { name: '被保人' });
    expect(insured).toHaveTextContent('与投保人关系：父母');
    const beneficiaries = screen.getByRole('region', { name: '身故受益人' });
    expect(beneficiaries).toHaveTextContent('70%');
    expect(beneficiaries).toHaveTextContent('30%');
    const cover = screen.getByRole('region', { name: '保障信息' });
    expect(cover).toHaveTextContent('意外骨折保险金');
    // A sum for each liability (意外身故及伤残 20万, 意外医疗 2万, …): the table states each; no one
    // 基本保额 stands for them all.
    expect(within(cover).queryByText('基本保额')).not.toBeInTheDocument();
    // Each with its note, as the product detail writes it.
    expect(
      within(cover).getByRole('row', { name: /^意外身故及伤残\s*按伤残等级比例给付\s*20万$/ }),
    ).toBeInTheDocument();
    expect(
      within(cover).getByRole('row', { name: /^意外医疗\s*0免赔，100%报销\s*2万$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /《.*免责.*》/ })).toHaveTextContent('重要');
    expect(screen.getByRole('region', { name: '理赔报案' })).toHaveTextContent('400-820-6604');
    expect(document.body.textContent).not.toContain('110105198803154513');
  });

  test('理赔报案: the insurer’s line to call, when, the documents needed and the steps; no online form promised', async () => {
    signInAs();
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    const user = userEvent.setup();
    renderApp({ route: `/Policy/policyDetail?policyNo=${named().policyNo}` });
    // The entry at the top leads to the claim's card.
    await user.click(await screen.findByRole('button', { name: '理赔报案' }));
    const claim = screen.getByRole('region', { name: '理赔报案' });
    const heading = within(claim).getByRole('heading', { level: 2, name: '理赔报案' });
    expect(scroll.mock.contexts.at(-1)).toBe(heading);
    expect(heading).toHaveFocus();
    // 118 长者意外保障 (an accident product of 合璟财险): report within 48 hours, by phone.
    expect(claim).toHaveTextContent(
      '发生保险事故后，请在48小时内拨打保险公司客服电话报案，报案时请提供保单号。',
    );
    expect(within(claim).getByRole('link', { name: '拨打报案电话 400-820-6604' })).toHaveAttribute(
      'href',
      'tel:4008206604',
    );
    const documents = within(claim).getAllByRole('list')[0]!;
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '身份证件',
      '意外事故证明（交通事故认定书或单位、派出所证明）',
      '病历',
      '医疗费用发票及明细',
      '银行卡信息',
      '身故或伤残案件另需死亡证明或伤残鉴定书',
    ]);
    expect(claim).toHaveTextContent('理赔流程');
    expect(within(claim).getByRole('link', { name: '400-820-6688' })).toHaveAttribute(
      'href',
      'tel:4008206688',
    );
    // Nothing points to a way that does not exist.
    expect(document.body.textContent).not.toMatch(/在线报案|线上上传|线上提交/);
  });

  test('every personal number is masked on screen even when a reply carries it whole', async () => {
    signInAs();
    const record = db.policies.get(named().policyNo)!;
    const whole: PolicyDetail = {
      ...toPolicyDetail(record),
      applicant: {
        ...toPolicyDetail(record).applicant,
        idNumber: '110105198803154513',
        phone: '13800138000',
        email: 'zhangwei@example.com',
      },
      renewalAccount: { bank: '招商银行', account: '6225880212345678' },
    };
    whole.insured = whole.insured.map((person) => ({ ...person, idNumber: '110105195804021217' }));
    server.use(
      http.get('/rest/api/policy/:no', () =>
        HttpResponse.json({ code: 0, message: 'success', payload: whole }),
      ),
    );
    renderApp({ route: `/Policy/policyDetail?policyNo=${record.id}` });
    const applicant = await screen.findByRole('region', { name: '投保人' });
    expect(applicant).toHaveTextContent('1101**********4513');
    expect(applicant).toHaveTextContent('138****8000');
    expect(applicant).toHaveTextContent('zh***@example.com');
    expect(screen.getByRole('region', { name: '被保人' })).toHaveTextContent('1101**********1217');
    expect(screen.getByRole('region', { name: '保障信息' })).toHaveTextContent('6225********5678');
    const text = document.body.textContent ?? '';
    for (const whole of [
      '110105198803154513',
      '110105195804021217',
      '13800138000',
      'zhangwei@',
      '6225880212345678',
    ]) {
      expect(text).not.toContain(whole);
    }
  });

  test('a medical policy, which pays nothing on death, tells of no 身故受益人', async () => {
    signInAs();
    const medical = listPolicies(DEMO_PHONE).find(
      (p) => !productById(p.productId).plans.some((plan) => paysOnDeath(plan.coverages)),
    )!;
    renderApp({ route: `/Policy/policyDetail?policyNo=${medical.policyNo}` });
    expect(await screen.findByRole('region', { name: '保障信息' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '投保人' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '身故受益人' })).not.toBeInTheDocument();
  });

  test('the 法定 beneficiary, the cooling-off period with its end, and the renewal account masked', async () => {
    signInAs();
    const surrendered = listPolicies(DEMO_PHONE).find((p) => p.status === 'surrendered')!;
    renderApp({ route: `/Policy/policyDetail?policyNo=${surrendered.policyNo}` });
    expect(await screen.findByText('本保单已于2026-10-20退保，保障已终止。')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '身故受益人' })).toHaveTextContent('法定');
    expect(screen.getByRole('region', { name: '犹豫期' })).toHaveTextContent(
      '犹豫期15天，至2026-10-25止',
    );
    expect(screen.getByRole('region', { name: '保障信息' })).toHaveTextContent(
      '招商银行 6225********5678',
    );
  });

  test('another person\u2019s policy number, its detail or its electronic policy: refused in place, nothing of it in the page, the title or the store', async () => {
    signInAs('13912340000');
    const policy = named();
    const secrets = [policy.productName, policy.insuredName, policy.planName];
    for (const route of [
      `/Policy/policyDetail?policyNo=${policy.policyNo}`,
      `/Policy/policyDetail?policyNo=${policy.policyNo}&doc=epolicy`,
    ]) {
      const { store, services, unmount } = renderApp({ route });
      await expectRefusedInPlace(
        '无法查看该保单',
        { name: '查看我的保单', href: '/Policy' },
        secrets,
        () => store.getState(),
      );
      expect(store.getState().policy.detail).toMatchObject({ data: null, notYours: true });
      expect(store.getState().policy.epolicy.data).toBeNull();
      expect(services.feedback.toast).not.toHaveBeenCalled();
      unmount();
    }
  });

  test('the owner leaving the policy\u2019s screen: the policy is forgotten', async () => {
    signInAs();
    const policy = named();
    const { store, navigate } = renderApp({
      route: `/Policy/policyDetail?policyNo=${policy.policyNo}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: policy.productName }),
    ).toBeInTheDocument();
    expect(JSON.stringify(store.getState().policy)).toContain(policy.insuredName);
    navigate('/Home');
    await expectForgotten([policy.insuredName, policy.policyNo], () => store.getState().policy);
  });

  test('a messaging-app account with no phone bound is offered to bind one there, and back to this policy', async () => {
    signInAs();
    const route = `/Policy/policyDetail?policyNo=8105202611280001&claim=1`;
    server.use(
      http.get('/rest/api/policy/:policyNo', () =>
        HttpResponse.json({
          code: 1035,
          message: '请先绑定手机号，再查询名下保单',
          payload: null,
        }),
      ),
    );
    const user = userEvent.setup();
    const { navigate } = renderApp({ route, history: ['/Home'] });
    expect(await screen.findByText('请先绑定手机号，再查询名下保单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回保单列表' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '绑定手机号' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        `/Policy/wechat/bind?redirect=${encodeURIComponent(route)}`,
      ),
    );
    // The bind screen took the policy's entry (issue 23): once bound, the policy comes back in it,
    // with no unbound copy behind; Back from the form is the page before the policy.
    navigate(-1);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Home$/));
  });

  test('another person’s refusal offers no binding', async () => {
    signInAs();
    server.use(
      http.get('/rest/api/policy/:policyNo', () =>
        HttpResponse.json({ code: 4004, message: '未查询到该保单，请核对保单号', payload: null }),
      ),
    );
    renderApp({ route: '/Policy/policyDetail?policyNo=8105202611280009' });
    // Not this account's (4004): the refusal in place (issue 24), and no binding offered.
    expect(await screen.findByTestId('record-refused')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '绑定手机号' })).not.toBeInTheDocument();
  });

  test('the electronic policy is greyed while it is issued; 刷新 asks again and opens it when ready', async () => {
    const token = signInAs('13912340000');
    void token;
    const owner = db.users.find((u) => u.phone === '13912340000')!;
    // A 61-year-old's premium: written to the fen on the detail and in the electronic policy.
    const order = createOrder(owner.id, {
      productId: 105,
      planId: 10501,
      insuredName: '周杰',
      premium: 693.6,
      premiumUnit: '元/年',
    })!;
    completePayment(order.orderId);
    const policyNo = db.orders.get(order.orderId)!.policyNo!;
    const user = userEvent.setup();
    renderApp({ route: `/Policy/policyDetail?policyNo=${policyNo}` });
    expect(await screen.findByText('电子保单出具中')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '保障信息' })).toHaveTextContent('保费¥693.60/年');
    expect(screen.getByText('待生效', { selector: '[role=status]' })).toBeInTheDocument();
    advanceClock(10_000);
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await user.click(await screen.findByRole('button', { name: '查看电子保单' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/Policy/policyDetail?policyNo=${policyNo}&doc=epolicy`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '电子保单' })).toBeInTheDocument();
    expect(await screen.findByText('保险单号')).toBeInTheDocument();
    expect(screen.getByText('保险费').nextElementSibling).toHaveTextContent(/^¥693\.60\/年$/);
    await user.click(screen.getByRole('button', { name: /返回/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '守护百万医疗险(2026版)' }),
    ).toBeInTheDocument();
  });
});

describe('/Policy/wechat/bind', () => {
  const ok = (payload: unknown) => HttpResponse.json({ code: 0, message: 'success', payload });

  async function submitBind(phone: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入手机号'), phone);
    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '绑定并继续' }));
    return user;
  }

  test('bound (0): back to the list', async () => {
    localStorage.setItem('wechat_user_token', 'wx-1');
    localStorage.setItem('user_token', 'wx-1');
    server.use(
      http.post('/rest/api/validation/valid', () => ok({ token: signIn(DEMO_PHONE) })),
      http.get('/rest/api/user/current', () =>
        ok({
          id: 1,
          phone: DEMO_PHONE,
          nickname: 'x',
          avatar: null,
          wechatBound: true,
          member: true,
        }),
      ),
    );
    renderApp({ route: `/Policy/wechat/bind?redirect=${encodeURIComponent('/Policy')}` });
    await submitBind(DEMO_PHONE);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Policy$/));
    expect(await screen.findAllByTestId('policy-card')).toHaveLength(10);
  });

  test.each([
    [1034, '该手机号已绑定其他微信'],
    [1033, '该微信已绑定其他手机号'],
  ])(
    'bound elsewhere (%i): the server\u2019s message in place, another number or another account',
    async (code, message) => {
      localStorage.setItem('wechat_user_token', 'wx-1');
      localStorage.setItem('user_token', 'wx-1');
      server.use(
        http.post('/rest/api/validation/valid', () =>
          HttpResponse.json({ code, message, payload: null }),
        ),
      );
      const { services } = renderApp({
        route: `/Policy/wechat/bind?redirect=${encodeURIComponent('/Policy')}`,
      });
      const user = await submitBind('13912345678');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('无法绑定该手机号');
      expect(alert).toHaveTextContent(message);
      expect(services.feedback.fail).not.toHaveBeenCalled();

      await user.click(within(alert).getByRole('button', { name: '更换手机号' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('');

      await submitBind('13912345678');
      await user.click(
        within(await screen.findByRole('alert')).getByRole('button', { name: '切换账号' }),
      );
      await waitFor(() =>
        expect(location()).toHaveTextContent(`/Login?redirect=${encodeURIComponent('/Policy')}`),
      );
      expect(localStorage.getItem('user_token')).toBeNull();
    },
  );
});
