import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { PROPOSALS } from '../../src/mocks/fixtures/proposals';
import { sharedContentOf } from '../../src/mocks/handlers/proposal';
import { db, DEMO_PHONE, resetClock, server, setNow, signIn } from '../../src/mocks/node';
import { declaredShareCard } from '../../src/ui/share-card';
import { drawPoster } from '../../src/pages/_proposal/poster';
import { call } from '../mocks/api';
import { expectNothingOf } from '../support/record-refused';
import { renderApp } from '../support/render';

vi.mock('../../src/pages/_proposal/poster', () => ({ drawPoster: vi.fn() }));

/**
 * Sharing a plan (issue 24): on the plan and its preview its own family makes a share (the button
 * locked while it is made, a failure said in place with the way to try again), copies its https
 * link, and revokes it after a confirmation; the share's link opens /Proposal/Shared to anyone,
 * signed out too, with the family's roles, ages and figures and nothing that names them, and a
 * revoked or unknown link is refused in place with the way home.
 */

const ZHANG = PROPOSALS[0]!;
const PLAN = ZHANG.id;
/** What only the demo family's plan (and the demo account) holds: never on a share's screen. */
const SECRETS = [
  ZHANG.addressee,
  ZHANG.advisor!.name,
  ZHANG.summary,
  ...ZHANG.members.flatMap((m) => m.gaps.map((g) => g.reason)).filter(Boolean),
  '1988-03-15',
  DEMO_PHONE,
  '张伟',
];

const panel = () => screen.findByRole('region', { name: '分享给好友' });

beforeAll(async () => {
  await import('../../src/pages/_proposal/ProposalScreen');
  await import('../../src/pages/_proposal/PreviewScreen');
  await import('../../src/pages/_proposal/SharedScreen');
}, 60_000);

beforeEach(() => {
  setNow(Date.parse('2026-11-23T10:00:00+08:00'));
  localStorage.setItem('user_token', signIn(DEMO_PHONE));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(drawPoster).mockResolvedValue({
    url: 'data:image/png;base64,iVBORw0KGgo=',
    lines: ['一份家庭保障计划书，分享给你参考'],
  });
});

afterEach(async () => {
  resetClock();
  vi.restoreAllMocks();
  vi.mocked(drawPoster).mockReset();
  const { Dialog, Toast } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
  Toast.clear();
});

/** The demo family's share, made as the screen would make it. */
async function shareMade(): Promise<string> {
  const { reply } = await call<{ key: string }>('POST', `/rest/api/proposal/${PLAN}/share`, {
    token: localStorage.getItem('user_token')!,
  });
  return reply.payload.key;
}

/** Holds the next share POST until `release()`, to see the screen while it is on its way. */
function holdCreate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(
      '/rest/api/proposal/:id/share',
      async () => {
        await held;
        return undefined;
      },
      { once: true },
    ),
  );
  return () => release();
}

describe('the family makes a share (the plan and its preview)', () => {
  test('生成分享链接: locked while made; then the card, the https link, and the card handed to the messaging app', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderApp({ route: `/Proposal?id=${PLAN}` });
    const region = await panel();
    expect(await within(region).findByTestId('share-state')).toHaveTextContent('尚未分享');
    // Not shared yet: the plan's own link is its family's alone, so no card is declared for it.
    expect(declaredShareCard()).toBeNull();

    const release = holdCreate();
    await user.click(within(region).getByRole('button', { name: '生成分享链接' }));
    const busy = within(region).getByRole('button', { name: '正在生成…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // Nothing said to be shared before the server has made it.
    expect(within(region).queryByTestId('share-card')).not.toBeInTheDocument();
    release();

    const card = await within(region).findByTestId('share-card');
    const key = db.planShares.all()[0]!.id;
    const link = `https://${window.location.host}/Proposal/Shared?key=${key}`;
    expect(card).toHaveAttribute('data-share-link', link);
    expect(card).toHaveTextContent('一份家庭保障计划书，分享给你参考');
    expect(card).toHaveTextContent('本人38岁、配偶36岁、大宝8岁');
    expect(within(region).getByTestId('share-state')).toHaveTextContent(
      '已分享 · 2026-11-23 10:00 生成',
    );
    expect(within(region).getByRole('textbox', { name: '分享链接' })).toHaveValue(link);
    expect(region).toHaveTextContent('复制链接后，粘贴到聊天中发送给好友');
    expect(within(region).getByRole('link', { name: '查看好友看到的页面' })).toHaveAttribute(
      'href',
      `/Proposal/Shared?key=${key}`,
    );
    expect(declaredShareCard()).toEqual({
      title: '一份家庭保障计划书，分享给你参考',
      desc: '本人38岁、配偶36岁、大宝8岁：为家人定制的保障方案，点击查看',
      path: `/Proposal/Shared?key=${key}`,
    });

    await user.click(within(region).getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('链接已复制，可粘贴发送给好友')).toBeInTheDocument();
  });

  test('a failed making says so in place and asks again; a second tap makes one share', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/rest/api/proposal/:id/share', () => HttpResponse.error(), { once: true }),
    );
    renderApp({ route: `/Proposal/Preview?id=${PLAN}` });
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: '生成分享链接' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('分享链接生成失败，请重试');
    expect(within(region).queryByTestId('share-card')).not.toBeInTheDocument();
    expect(db.planShares.count()).toBe(0);
    const again = within(region).getByRole('button', { name: '生成分享链接' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(await within(region).findByTestId('share-card')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(db.planShares.count()).toBe(1);
    // The preview's image now carries the share's link.
    expect(await screen.findByRole('img', { name: /一份家庭保障计划书/ })).toBeInTheDocument();
  });

  test('a refusal says the server\u2019s words in place, no toast', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/rest/api/proposal/:id/share', () =>
        HttpResponse.json({ code: 4011, message: '计划书尚未出具，出具后才能分享', payload: null }),
      ),
    );
    const { services } = renderApp({ route: `/Proposal?id=${PLAN}` });
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: '生成分享链接' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      '计划书尚未出具，出具后才能分享',
    );
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('the share state that fails to load says so, and asks again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/rest/api/proposal/:id/share', () => HttpResponse.error(), { once: true }),
    );
    await shareMade();
    renderApp({ route: `/Proposal?id=${PLAN}` });
    const region = await panel();
    expect(await within(region).findByRole('alert')).toHaveTextContent('分享状态加载失败');
    await user.click(within(region).getByRole('button', { name: '重试' }));
    expect(await within(region).findByTestId('share-card')).toBeInTheDocument();
  });
});

describe('the family revokes it (the plan)', () => {
  test('撤销分享 asks first; cancelled, nothing changes; confirmed, the share is gone and its link refused', async () => {
    const user = userEvent.setup();
    const key = await shareMade();
    renderApp({ route: `/Proposal?id=${PLAN}` });
    const region = await panel();
    await within(region).findByTestId('share-card');

    await user.click(within(region).getByRole('button', { name: '撤销分享' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('撤销分享？');
    expect(dialog).toHaveTextContent('撤销后，已发出的链接和分享图片上的二维码都将失效');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(region).getByTestId('share-card')).toBeInTheDocument();
    expect(db.planShares.get(key)!.revokedAt).toBeNull();

    await user.click(within(region).getByRole('button', { name: '撤销分享' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确定撤销' }),
    );
    expect(await within(region).findByText('分享已撤销，原链接已失效。')).toBeInTheDocument();
    expect(within(region).queryByTestId('share-card')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '生成分享链接' })).toBeEnabled();
    expect(db.planShares.get(key)!.revokedAt).not.toBeNull();
    expect(declaredShareCard()).toBeNull();
    expect((await call('GET', `/rest/api/proposal/shared/${key}`)).reply.code).toBe(4004);
  });

  test('a revoke that fails says the share is still on, and the link stays', async () => {
    const user = userEvent.setup();
    const key = await shareMade();
    server.use(http.delete('/rest/api/proposal/:id/share', () => HttpResponse.error()));
    renderApp({ route: `/Proposal?id=${PLAN}` });
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: '撤销分享' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确定撤销' }),
    );
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      '撤销失败，分享仍然有效，请重试',
    );
    expect(within(region).getByTestId('share-card')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '撤销分享' })).toBeEnabled();
    expect(db.planShares.get(key)!.revokedAt).toBeNull();
  });
});

describe('/Proposal/Shared: the share opened by its link', () => {
  test('signed out: 来自好友分享, the roles, ages and figures, and nothing that names the family', async () => {
    const key = await shareMade();
    localStorage.removeItem('user_token');
    const { store, services } = renderApp({ route: `/Proposal/Shared?key=${key}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '来自好友分享' }),
    ).toBeInTheDocument();
    expect(screen.getByText('一份家庭保障计划书，仅供参考')).toBeInTheDocument();
    expect(screen.getByText('制作日期：2026年11月18日')).toBeInTheDocument();
    expect(screen.getByText(/为保护隐私，分享内容已隐去姓名、联系方式/)).toBeInTheDocument();
    const members = screen.getAllByTestId('preview-member');
    expect(members.map((m) => m.querySelector('span')!.textContent)).toEqual([
      '本人 · 男 · 38岁',
      '配偶 · 女 · 36岁',
      '大宝 · 女 · 8岁',
    ]);
    expect(members[0]).toHaveTextContent('首年保费 ¥10205.74');
    expect(members[0]).toHaveTextContent('重疾50万 · 寿险200万 · 医疗400万');
    // The gaps as figures, without the reasoning (income, mortgage).
    const gaps = within(screen.getByRole('region', { name: '保障缺口分析' })).getAllByTestId('gap');
    expect(gaps[0]).toHaveTextContent('重疾建议 50万 · 已有 10万 · 缺口 40万 · 本方案 50万');
    // The products, to read about; no 立即投保 at another family's premiums.
    const scheme = screen.getByRole('region', { name: '推荐方案' });
    expect(within(scheme).getAllByTestId('recommendation')).toHaveLength(8);
    expect(within(scheme).queryByRole('button', { name: '立即投保' })).not.toBeInTheDocument();
    expect(screen.getByText('本页由上海精选保险代理有限公司提供')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '看看适合我的保障' })).toHaveAttribute('href', '/Home');
    // No sign-in asked for, nothing of the family anywhere.
    expect(screen.queryByRole('link', { name: '去登录' })).not.toBeInTheDocument();
    expectNothingOf(SECRETS, () => store.getState());
    expect(document.body.textContent).not.toMatch(/万元|房贷/);
    expect(services.feedback.toast).not.toHaveBeenCalled();
    // Forwarded from here, the card is the same share's.
    expect(declaredShareCard()).toMatchObject({
      title: '一份家庭保障计划书，分享给你参考',
      path: `/Proposal/Shared?key=${key}`,
    });
  });

  test('a share the server sends with personal fields: none of them reach the page', async () => {
    server.use(
      http.get('/rest/api/proposal/shared/:key', ({ params }) =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          payload: {
            ...sharedContentOf(ZHANG, String(params.key)),
            addressee: ZHANG.addressee,
            summary: ZHANG.summary,
            members: ZHANG.members,
          },
        }),
      ),
    );
    localStorage.removeItem('user_token');
    const { store } = renderApp({ route: '/Proposal/Shared?key=k3y' });
    await screen.findByRole('heading', { level: 1, name: '来自好友分享' });
    expect(screen.getAllByTestId('preview-member')).toHaveLength(3);
    expectNothingOf(SECRETS, () => store.getState());
  });

  test.each([
    ['revoked', true],
    ['unknown', false],
  ])(
    '%s: 分享已失效 in place, the way home, nothing of the plan, no toast',
    async (_kind, revoke) => {
      let key = '0123456789abcdef0123456789abcdef';
      if (revoke) {
        key = await shareMade();
        await call('DELETE', `/rest/api/proposal/${PLAN}/share`, {
          token: localStorage.getItem('user_token')!,
        });
      }
      localStorage.removeItem('user_token');
      const { store, services } = renderApp({ route: `/Proposal/Shared?key=${key}` });
      expect(
        await screen.findByRole('heading', { level: 1, name: '分享已失效' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('该分享已被分享人撤销，或链接不完整。');
      expect(screen.getByText('如需查看，请向分享人索取新的链接。')).toBeInTheDocument();
      const way = screen.getByRole('navigation', { name: '接下来去哪儿' });
      expect(within(way).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/Home');
      expect(screen.queryByTestId('preview-member')).not.toBeInTheDocument();
      expectNothingOf(SECRETS, () => store.getState());
      expect(store.getState().proposal.shared).toMatchObject({ refused: true, data: null });
      expect(services.feedback.toast).not.toHaveBeenCalled();
      expect(declaredShareCard()).toBeNull();
    },
  );

  test('no key at all: the same refusal, nothing asked', async () => {
    const { store } = renderApp({ route: '/Proposal/Shared' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '分享已失效' }),
    ).toBeInTheDocument();
    expect(store.getState().proposal.shared.status).toBe('idle');
  });

  test('a failed load says so and loads again', async () => {
    const user = userEvent.setup();
    const key = await shareMade();
    server.use(
      http.get('/rest/api/proposal/shared/:key', () => HttpResponse.error(), { once: true }),
    );
    renderApp({ route: `/Proposal/Shared?key=${key}` });
    expect(await screen.findByText('计划书加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '来自好友分享' }),
    ).toBeInTheDocument();
  });

  test('leaving it forgets it', async () => {
    const key = await shareMade();
    const { store, navigate } = renderApp({ route: `/Proposal/Shared?key=${key}` });
    await screen.findByRole('heading', { level: 1, name: '来自好友分享' });
    expect(store.getState().proposal.shared.data).not.toBeNull();
    navigate('/Home');
    await waitFor(() => expect(store.getState().proposal.shared.data).toBeNull());
  });
});
