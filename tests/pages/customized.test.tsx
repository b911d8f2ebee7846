import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Campaign, VisitorStatus } from '../../src/data/customizedV2/types';
import { findUserByPhone } from '../../src/mocks/accounts';
import { campaignOf, createServiceOrder, priceSignature } from '../../src/mocks/customized';
import { resetClock, server, setNow, signIn } from '../../src/mocks/node';
import { ok } from '../../src/mocks/reply';
import { renderApp } from '../support/render';
import { recordTrail } from '../support/trail';

const ID = 'family2026';
const ON = Date.parse('2026-11-23T10:00:00+08:00');
/** A screen's first render waits for its chunk, which jsdom transforms on first use. */
const LOADED = { timeout: 8000 };
const location = () => screen.getByTestId('location').textContent;
const CAMPAIGN_URL = '/rest/api/active/customized/:id';
const form = (step?: string) =>
  step
    ? `/Active/MadeSpecial/${ID}/Form/formItems/${step}`
    : `/Active/MadeSpecial/${ID}/Form/index1`;

let phones = 0;
/** A fresh phone account, signed in: the sandbox's visitor status starts at `new`. */
function signInFresh(): string {
  phones += 1;
  const phone = `1390000${String(1000 + phones).slice(-4)}`;
  localStorage.setItem('user_token', signIn(phone));
  return phone;
}

/** The campaign as the server would tell it, for a visitor in `status`. */
function campaignFixture(
  status: VisitorStatus,
  overrides: Partial<Campaign> & { visitor?: Partial<Campaign['visitor']> } = {},
): Campaign {
  const { visitor, ...rest } = overrides;
  return {
    id: ID,
    title: '家庭保险方案定制服务',
    intro: '持牌规划师为您的家庭定制保障方案。',
    benefits: [{ title: '持牌规划师一对一', description: '电话沟通' }],
    organisation: '示例保险代理有限公司',
    planners: [
      {
        name: '李明远',
        title: '高级保险规划师',
        licenceNo: '02000131000080020170080027',
        years: 9,
      },
    ],
    price: 99,
    regularPrice: 99,
    priceSigned: false,
    customerFree: true,
    refundRule: '未沟通前可全额退款。',
    agreement: { title: '家庭保险方案定制服务协议', html: '<p>服务内容、服务费与退款。</p>' },
    workingHours: '工作日 9:00-18:00',
    servicePhone: '400-000-0000',
    visitor: {
      status,
      customer: false,
      phone: status === 'guest' ? null : '13900001234',
      addressee: null,
      orderId: status === 'unpaid' || status === 'paid' || status === 'done' ? 'O1' : null,
      ...visitor,
    },
    result: null,
    ...rest,
  };
}

/** Answers the campaign call with `campaign` (a function: asked again on each call). */
function serveCampaign(campaign: Campaign | (() => Campaign)) {
  server.use(
    http.get(CAMPAIGN_URL, () => ok(typeof campaign === 'function' ? campaign() : campaign)),
  );
}

/** The questionnaire's consents as the consent screen leaves them (the 隐私政策 opened first). */
const CONSENTED = {
  consent: true,
  familyInfoAt: '2026-11-23T02:10:00.000Z',
  financeInfoAt: '2026-11-23T02:10:00.000Z',
  documentsRead: ['privacy'],
};

/** Opens a document full screen from its button (《title》未阅读), then closes it: 已阅读. */
async function readDocument(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `《${title}》未阅读` }, LOADED));
  const overlay = await screen.findByRole('dialog', { name: title });
  await user.click(within(overlay).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: `《${title}》已阅读` })).toBeInTheDocument();
}

const AGREEMENT = '家庭保险方案定制服务协议';
// The sentence, its 《…》 a button inside it (jsdom's button is inline-block: a space before it).
const agreementBox = () =>
  screen.getByRole('checkbox', { name: new RegExp(`^我已阅读并同意 ?《${AGREEMENT}》$`) });

/** The service agreement opened and agreed to, on the landing (issue 24). */
async function agreeToService(user: ReturnType<typeof userEvent.setup>) {
  await readDocument(user, AGREEMENT);
  await user.click(agreementBox());
  expect(agreementBox()).toBeChecked();
}

const action = () =>
  screen.findByRole('button', { name: /定制|支付|填写家庭情况|查看我的规划/ }, LOADED);

// The screens compile once here, not inside a test's wait.
beforeAll(async () => {
  await import('../../src/pages/_customized/LandingScreen');
  await import('../../src/pages/_customized/FormStartScreen');
  await import('../../src/pages/_customized/StepScreen');
  await import('../../src/pages/_customized/ResultScreen');
  await import('../../src/pages/_customized/NotParticipateScreen');
}, 60_000);

beforeEach(() => {
  setNow(ON);
});

afterEach(async () => {
  resetClock();
  vi.restoreAllMocks();
  const { Dialog, Toast } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
  Toast.clear();
});

describe('the landing', () => {
  test('guest: 登录后开始定制 goes to sign in and back to the landing (V2 and classic)', async () => {
    const user = userEvent.setup();
    const first = renderApp({ route: `/Active/CustomizedV2/${ID}?channel=wx` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '家庭保险方案定制服务' }, LOADED),
    ).toBeInTheDocument();
    // A landing an ad opens first in a tab: its way home (issue 23).
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Home');
    // The service agreement first (issue 24): unread, the box cannot be ticked and the button
    // says so; nothing moves.
    await user.click(await screen.findByRole('button', { name: '登录后开始定制' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`请先点击阅读《${AGREEMENT}》后再勾选`);
    await user.click(agreementBox());
    expect(agreementBox()).not.toBeChecked();
    expect(location()).toBe(`/Active/CustomizedV2/${ID}?channel=wx`);
    await agreeToService(user);
    await user.click(screen.getByRole('button', { name: '登录后开始定制' }));
    await waitFor(() =>
      expect(location()).toBe(
        `/Login?redirect=${encodeURIComponent(`/Active/CustomizedV2/${ID}?channel=wx`)}`,
      ),
    );
    first.unmount();

    renderApp({ route: `/Active/Customized/${ID}` });
    await user.click(await screen.findByRole('button', { name: '登录后开始定制' }, LOADED));
    await waitFor(() =>
      expect(location()).toBe(`/Login?redirect=${encodeURIComponent(`/Active/Customized/${ID}`)}`),
    );
  });

  test('the agreement named in the consent sentence opens it, without ticking the box', async () => {
    const user = userEvent.setup();
    renderApp({ route: `/Active/CustomizedV2/${ID}` });
    await screen.findByRole('button', { name: '登录后开始定制' }, LOADED);
    // The sentence's 《…》 is a button of its own, as the sign-in's agreements are links.
    const title = within(agreementBox().closest('label')!).getByRole('button', {
      name: `《${AGREEMENT}》`,
    });
    await user.click(title);
    const overlay = await screen.findByRole('dialog', { name: AGREEMENT });
    expect(agreementBox()).not.toBeChecked();
    await user.click(within(overlay).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened from the sentence counts as read: the box can now be ticked.
    expect(screen.getByRole('button', { name: `《${AGREEMENT}》已阅读` })).toBeInTheDocument();
    await user.click(agreementBox());
    expect(agreementBox()).toBeChecked();
  });

  test('new: 立即定制 opens the phone sheet prefilled with the account\u2019s phone; confirming leaves for the cashier', async () => {
    const phone = signInFresh();
    const user = userEvent.setup();
    const { services } = renderApp({ route: `/Active/CustomizedV2/${ID}` });
    await user.click(await screen.findByRole('button', { name: '立即定制' }, LOADED));
    expect(screen.getByTestId('dock-price')).toHaveTextContent(/^¥99\.00$/);
    // No sheet before the service agreement is opened and agreed to.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await agreeToService(user);
    await user.click(screen.getByRole('button', { name: '立即定制' }));
    const sheet = await screen.findByRole('dialog', { name: '确认手机号' });
    expect(within(sheet).getByRole('textbox', { name: '请输入手机号' })).toHaveValue(phone);
    // A browser outside the messaging app is not asked for the messaging app's number.
    expect(sheet).toHaveTextContent('请填写您常用的手机号');
    expect(sheet).not.toHaveTextContent('微信');
    // A number cut short is refused beside its field, named by it, and nothing is paid.
    const field = within(sheet).getByRole('textbox', { name: '请输入手机号' });
    await user.clear(field);
    await user.type(field, '1391234');
    await user.click(within(sheet).getByRole('button', { name: '确认并支付 ¥99.00' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(/^请输入正确的手机号$/);
    expect(field).toHaveAccessibleDescription('请输入正确的手机号');
    expect(services.openExternal).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, phone);
    expect(field).not.toHaveAccessibleDescription();
    await user.click(within(sheet).getByRole('button', { name: '确认并支付 ¥99.00' }));
    await waitFor(
      () =>
        // The URL alone: the service goes back over the cashier itself, so the site's journey
        // history is told nothing (both would go back, twice).
        expect(services.openExternal).toHaveBeenCalledWith(
          expect.stringContaining('/sandbox/cashier?payToken='),
        ),
      LOADED,
    );
  });

  test('unpaid: 去支付 pays the order awaiting payment, back to the service\u2019s Payback', async () => {
    const phone = signInFresh();
    const order = createServiceOrder(findUserByPhone(phone)!, campaignOf(ID)!, {
      phone,
      idempotencyKey: 'k-unpaid',
      traceId: 'trail-order1',
      consents: { serviceAgreementAt: '2026-11-23T02:00:00.000Z' },
    });
    if (!('orderId' in order)) throw new Error('the sandbox refused the order');
    expect(order.status).toBe('unpaid');
    const user = userEvent.setup();
    const { services } = renderApp({ route: `/Active/CustomizedV2/${ID}` });
    await user.click(await screen.findByRole('button', { name: '去支付' }, LOADED));
    await waitFor(
      () =>
        expect(services.openExternal).toHaveBeenCalledWith(
          expect.stringMatching(
            new RegExp(
              `^${window.location.origin}/sandbox/cashier\\?payToken=\\w+&return=${encodeURIComponent(
                `/Active/CustomizedV2/${ID}/Payback?orderId=${order.orderId}`,
              )}$`,
            ),
          ),
        ),
      LOADED,
    );
    await waitFor(() =>
      expect(location()).toBe(`/Active/CustomizedV2/${ID}/Payback?orderId=${order.orderId}`),
    );
  });

  test('paid: 填写家庭情况 goes to the questionnaire', async () => {
    serveCampaign(campaignFixture('paid'));
    const user = userEvent.setup();
    renderApp({ route: `/Active/CustomizedV2/${ID}?channel=wx` });
    const button = await action();
    expect(button).toHaveTextContent('填写家庭情况');
    // The fee is said to be paid, not shown as a price still to pay.
    expect(screen.getByTestId('dock-price')).toHaveTextContent(/^已支付 ¥99\.00$/);
    await user.click(button);
    await waitFor(() => expect(location()).toBe(`${form()}?channel=wx`));
    expect(
      await screen.findByRole('heading', { level: 2, name: '信息使用授权' }, LOADED),
    ).toBeInTheDocument();
  });

  test('done: 查看我的规划 goes to the result', async () => {
    serveCampaign(
      campaignFixture('done', {
        result: { date: '2026-11-25', time: '10:00-11:00', proposalId: 'P1', planReady: false },
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: `/Active/Customized/${ID}` });
    const button = await action();
    expect(button).toHaveTextContent('查看我的规划');
    await user.click(button);
    await waitFor(() => expect(location()).toBe(`/Active/MadeSpecial/${ID}/Form/result`));
    expect(
      await screen.findByRole('heading', { name: '您的专属规划师会如约而至' }, LOADED),
    ).toBeInTheDocument();
  });

  test('a signed price link: the special price beside the struck-through regular one', async () => {
    const sign = priceSignature(campaignOf(ID)!, '9.9');
    renderApp({ route: `/Active/CustomizedV2/${ID}?price=9.9&sign=${sign}` });
    const price = await screen.findByTestId('service-price', {}, LOADED);
    expect(price).toHaveTextContent('¥9.90');
    expect(price).toHaveTextContent('专属价格');
    const regular = within(price).getByText('原价', { exact: false });
    expect(regular).toHaveTextContent('原价 ¥99.00');
    // Struck through as markup, so a screen reader is told too.
    expect(regular.tagName).toBe('DEL');
  });

  test('a forged signature: the regular price, no special price', async () => {
    renderApp({ route: `/Active/CustomizedV2/${ID}?price=9.9&sign=${'0'.repeat(32)}` });
    const price = await screen.findByTestId('service-price', {}, LOADED);
    expect(price).toHaveTextContent('¥99.00');
    expect(price).not.toHaveTextContent('专属价格');
    expect(price).not.toHaveTextContent('原价');
  });

  test('an unknown campaign (4004): said in place, with the way home and no button', async () => {
    renderApp({ route: '/Active/CustomizedV2/nosuch' });
    expect(await screen.findByText('没有找到这项服务', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('该服务不存在或已结束')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/Home');
    expect(screen.queryByRole('button', { name: '登录后开始定制' })).not.toBeInTheDocument();
  });

  test('a failed call: an error with 重新加载, which asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    server.use(
      http.get(CAMPAIGN_URL, () =>
        down ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp({ route: `/Active/CustomizedV2/${ID}` });
    expect(
      await screen.findByText('服务信息加载失败', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(
      await screen.findByRole('button', { name: '登录后开始定制' }, LOADED),
    ).toBeInTheDocument();
  }, 30_000);
});

describe('/Active/Made/:id', () => {
  test('replaces itself with /Active/Customized/:id, keeping the query', async () => {
    const { navigate } = renderApp({
      route: `/Active/Made/${ID}?channel=wx&advisorId=A27`,
      history: ['/Home'],
    });
    await waitFor(() =>
      expect(location()).toBe(`/Active/Customized/${ID}?channel=wx&advisorId=A27`),
    );
    expect(
      await screen.findByRole('button', { name: '登录后开始定制' }, LOADED),
    ).toBeInTheDocument();
    // Replaced: back leaves the service rather than returning to the old link.
    navigate(-1);
    await waitFor(() => expect(location()).toBe('/Home'));
  });
});

describe('the questionnaire', () => {
  test('the consent must be given before the first answer, the 隐私政策 opened first; the trail has it', async () => {
    serveCampaign(campaignFixture('paid'));
    const trail = recordTrail();
    const user = userEvent.setup();
    // A step's deep link without the consent goes back to it.
    const first = renderApp({ route: form('contact') });
    await waitFor(() => expect(location()).toBe(form()), LOADED);
    first.unmount();

    renderApp({ route: form() });
    await user.click(await screen.findByRole('button', { name: '开始填写' }, LOADED));
    expect(screen.getByRole('alert')).toHaveTextContent('请先点击阅读《隐私政策》后再勾选');
    expect(location()).toBe(form());
    // Neither box can be ticked before the 隐私政策 is opened (issue 24).
    await user.click(screen.getByRole('checkbox', { name: /家庭成员信息/ }));
    expect(screen.getByRole('checkbox', { name: /家庭成员信息/ })).not.toBeChecked();
    await readDocument(user, '隐私政策');
    await user.click(screen.getByRole('button', { name: '开始填写' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先阅读并同意信息使用授权');
    await user.click(screen.getByRole('checkbox', { name: /家庭成员信息/ }));
    await user.click(screen.getByRole('button', { name: '开始填写' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先阅读并同意信息使用授权');
    await user.click(screen.getByRole('checkbox', { name: /财务信息/ }));
    await user.click(screen.getByRole('button', { name: '开始填写' }));
    await waitFor(() => expect(location()).toBe(form('contact')));
    expect(
      await screen.findByRole('heading', { level: 1, name: '您的联系方式' }, LOADED),
    ).toBeInTheDocument();
    // The account's phone, prefilled to confirm.
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13900001234');
    // In the service's trail, as a purchase's: the document opened, then each consent.
    const events = trail().map((event) => `${event.type}:${event.target ?? ''}`);
    expect(events).toEqual(
      expect.arrayContaining([
        'document-open:privacy',
        'consent:familyInfo',
        'consent:financeInfo',
      ]),
    );
    expect(events.indexOf('document-open:privacy')).toBeLessThan(
      events.indexOf('consent:familyInfo'),
    );
    expect(JSON.parse(sessionStorage.getItem(`custom:${ID}`)!)).toMatchObject({
      consent: true,
      familyInfoAt: expect.any(String),
      financeInfoAt: expect.any(String),
      documentsRead: ['privacy'],
    });
  });

  test('the contact step refuses a 1-character 称呼 and an invalid mobile, and stays', async () => {
    serveCampaign(campaignFixture('paid'));
    sessionStorage.setItem(`custom:${ID}`, JSON.stringify(CONSENTED));
    const user = userEvent.setup();
    renderApp({ route: form('contact') });
    const name = await screen.findByPlaceholderText('如：张先生', {}, LOADED);
    const mobile = screen.getByPlaceholderText('请输入手机号');
    expect(screen.getByText('第1步，共8步')).toBeInTheDocument();

    await user.type(name, '张');
    await user.type(mobile, '13912345678');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入2-50个字的称呼');
    expect(location()).toBe(form('contact'));

    await user.type(name, '先生');
    await user.clear(mobile);
    await user.type(mobile, '1391234');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(location()).toBe(form('contact'));

    await user.clear(mobile);
    await user.type(mobile, '13912345678');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe(form('sex')));
    expect(
      await screen.findByRole('heading', { level: 1, name: '您的性别' }, LOADED),
    ).toBeInTheDocument();
  });

  test('an answer survives a re-render from the session draft', async () => {
    serveCampaign(campaignFixture('paid'));
    sessionStorage.setItem(
      `custom:${ID}`,
      JSON.stringify({ ...CONSENTED, name: '张先生', mobile: '13912345678' }),
    );
    const user = userEvent.setup();
    const first = renderApp({ route: form('sex') });
    await user.click(await screen.findByRole('radio', { name: '女士' }, LOADED));
    expect(screen.getByRole('radio', { name: '女士' })).toHaveAttribute('aria-checked', 'true');
    first.unmount();

    renderApp({ route: form('sex') });
    expect(await screen.findByRole('radio', { name: '女士' }, LOADED)).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('radio', { name: '男士' })).toHaveAttribute('aria-checked', 'false');
    expect(JSON.parse(sessionStorage.getItem(`custom:${ID}`)!)).toMatchObject({ sex: 'female' });
  });

  test('单身 skips the children\u2019s steps and asks no spouse\u2019s birth date', async () => {
    serveCampaign(campaignFixture('paid'));
    sessionStorage.setItem(
      `custom:${ID}`,
      JSON.stringify({ ...CONSENTED, name: '张先生', mobile: '13912345678', sex: 'male' }),
    );
    const user = userEvent.setup();
    renderApp({ route: form('familySituation') });
    expect(
      await screen.findByRole('heading', { level: 1, name: '您的家庭情况' }, LOADED),
    ).toBeInTheDocument();
    // Until the family is chosen, no children's steps are counted; with children they are.
    expect(screen.getByText('第3步，共8步')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '已婚有娃' }));
    expect(screen.getByText('第3步，共10步')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '单身' }));
    expect(screen.getByText('第3步，共8步')).toBeInTheDocument();
    // A man is offered 单亲爸爸, not 单亲妈妈.
    expect(screen.getByRole('radio', { name: '单亲爸爸' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '单亲妈妈' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe(form('birth')));
    expect(
      await screen.findByRole('heading', { level: 1, name: '家庭成员的出生日期' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText('第4步，共8步')).toBeInTheDocument();
    expect(screen.getByText('本人')).toBeInTheDocument();
    expect(screen.queryByText('配偶')).not.toBeInTheDocument();
    expect(screen.queryByText('大宝')).not.toBeInTheDocument();
  });

  test('单亲爸爸, then 女士 on the step before: the situation goes, and so do its children’s steps', async () => {
    serveCampaign(campaignFixture('paid'));
    sessionStorage.setItem(
      `custom:${ID}`,
      JSON.stringify({
        ...CONSENTED,
        name: '张先生',
        mobile: '13912345678',
        sex: 'male',
        family: 'singleFather',
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: form('sex') });
    expect(
      await screen.findByRole('heading', { level: 1, name: '您的性别' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText('第2步，共10步')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '女士' }));
    expect(screen.getByText('第2步，共8步')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe(form('familySituation')));
    await screen.findByRole('heading', { level: 1, name: '您的家庭情况' }, LOADED);
    expect(screen.getByText('第3步，共8步')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '单亲妈妈' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: '单亲爸爸' })).not.toBeInTheDocument();
  });
});

describe('the result and the way out', () => {
  test('Form/result: the booked call, the plan after the call (as the landing says), then the plan', async () => {
    let planReady = false;
    serveCampaign(() =>
      campaignFixture('done', {
        result: { date: '2026-11-25', time: '10:00-11:00', proposalId: 'PABC1234', planReady },
      }),
    );
    renderApp({ route: `/Active/MadeSpecial/${ID}/Form/result` });
    expect(await screen.findByTestId('booked-time', {}, LOADED)).toHaveTextContent(
      '2026年11月25日 10:00-11:00',
    );
    // A result opened from a link (the service's message) is the first page of its tab.
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Home');
    const plan = screen.getByRole('region', { name: '您的家庭保障计划书' });
    expect(plan).toHaveTextContent('规划师将按您预约的时间致电沟通，通话后为您出具书面计划书。');
    // The plan's address shows its progress (being written, with the booking) until then.
    expect(within(plan).getByRole('link', { name: '查看计划书进度' })).toHaveAttribute(
      'href',
      '/Proposal?id=PABC1234',
    );
    expect(within(plan).queryByRole('link', { name: '查看计划书' })).not.toBeInTheDocument();

    planReady = true;
    cleanup();
    renderApp({ route: `/Active/MadeSpecial/${ID}/Form/result` });
    const written = await screen.findByRole('link', { name: '查看计划书' }, LOADED);
    expect(written).toHaveAttribute('href', '/Proposal?id=PABC1234');
    expect(screen.getByRole('region', { name: '您的家庭保障计划书' })).toHaveTextContent(
      '计划书已出具',
    );
    expect(screen.getByTestId('booked-time')).toHaveTextContent('2026年11月25日 10:00-11:00');
  });

  test('the landing says when the plan comes, in the same words', async () => {
    serveCampaign(campaignFixture('guest'));
    renderApp({ route: `/Active/CustomizedV2/${ID}` });
    const process = await screen.findByRole('region', { name: '服务流程' }, LOADED);
    expect(
      within(process)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['支付服务费', '填写家庭情况', '规划师按约致电', '通话后出具计划书']);
    expect(process).toHaveTextContent('规划师将按您预约的时间致电沟通，通话后为您出具书面计划书。');
    expect(screen.getByRole('region', { name: '服务费' })).toHaveTextContent('退款说明');
  });

  test('a visitor who pays nothing is told of no fee to pay and no refund', async () => {
    // A customer, whose fee the campaign waives.
    const free = campaignFixture('new', { price: 0 });
    serveCampaign({ ...free, visitor: { ...free.visitor, customer: true } });
    renderApp({ route: `/Active/CustomizedV2/${ID}` });
    const process = await screen.findByRole('region', { name: '服务流程' }, LOADED);
    expect(
      within(process)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['填写家庭情况', '规划师按约致电', '通话后出具计划书']);
    const price = screen.getByRole('region', { name: '服务费' });
    expect(price).toHaveTextContent('免费');
    expect(price).not.toHaveTextContent('退款说明');
    expect(price).not.toHaveTextContent('未沟通前可全额退款。');
    expect(
      screen.getByText('开始定制前，请阅读服务协议，了解服务内容与您的权益。'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/服务费与退款规则/)).not.toBeInTheDocument();
  });

  test('Form/notParticipate: says the service is not bought and shows the way to buy', async () => {
    serveCampaign(campaignFixture('new'));
    renderApp({ route: `/Active/MadeSpecial/${ID}/Form/notParticipate?channel=wx` });
    expect(
      await screen.findByRole('heading', { name: '您还没有购买家庭保险方案定制服务' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '了解并购买服务' })).toHaveAttribute(
      'href',
      `/Active/MadeSpecial/${ID}?channel=wx`,
    );
  });
});
