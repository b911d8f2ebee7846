import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { readTrialDraft } from '../../src/data/product/trial-draft';
import { DEMO_PHONE, resetClock, setNow, signIn } from '../../src/mocks/node';
import { PROPOSALS } from '../../src/mocks/fixtures/proposals';
import { drawPoster } from '../../src/pages/_proposal/poster';
import { renderApp } from '../support/render';

vi.mock('../../src/pages/_proposal/poster', () => ({ drawPoster: vi.fn() }));

const ZHANG = PROPOSALS[0]!;
const location = () => screen.getByTestId('location');
const total = (id: string) =>
  PROPOSALS.find((p) => p.id === id)!.recommendations.reduce((sum, r) => sum + r.premium, 0);

beforeAll(async () => {
  await import('../../src/pages/_proposal/ProposalScreen');
  await import('../../src/pages/_proposal/PreviewScreen');
}, 60_000);

beforeEach(() => {
  setNow(Date.parse('2026-11-23T10:00:00+08:00'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(drawPoster).mockResolvedValue('data:image/png;base64,iVBORw0KGgo=');
});

afterEach(async () => {
  resetClock();
  vi.restoreAllMocks();
  vi.mocked(drawPoster).mockReset();
  const { Dialog, Toast } = await import('../../src/ui/antd-overlays');
  Dialog.clear();
  Toast.clear();
});

describe('/Proposal', () => {
  test('the header: title, date, the family without names, the advisor with the licence number', async () => {
    renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '张先生的家庭保障计划书' }),
    ).toBeInTheDocument();
    expect(screen.getByText('制作日期：2026-11-18')).toBeInTheDocument();
    const family = screen.getByRole('region', { name: '家庭成员' });
    expect(
      within(family)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['本人 · 男 · 38岁', '配偶 · 女 · 36岁', '大宝 · 女 · 8岁']);
    const advisor = screen.getByRole('region', { name: '您的专属规划师' });
    expect(advisor).toHaveTextContent('李明远');
    expect(advisor).toHaveTextContent('执业证号20231031000080012345');
    expect(advisor).toHaveTextContent('上海精选保险代理有限公司');
  });

  test('the gaps: a bar per risk from the server\u2019s figures, the gap and the reasoning', async () => {
    renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    const analyse = await screen.findByRole('region', { name: '保障缺口分析' });
    const gaps = within(analyse).getAllByTestId('gap');
    expect(gaps).toHaveLength(15);
    expect(gaps[0]).toHaveTextContent('重疾建议 50万 · 已有 10万 · 缺口 40万');
    expect(gaps[0]).toHaveTextContent('年收入约30万元');
    const meter = within(gaps[0]!).getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '100000');
    expect(meter).toHaveAttribute('aria-valuemax', '500000');
    expect(gaps.find((g) => g.textContent?.startsWith('寿险无需配置'))).toBeDefined();
  });

  test('the scheme by product and by benefit, with the family\u2019s first-year premium', async () => {
    const user = userEvent.setup();
    renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    const scheme = await screen.findByRole('region', { name: '推荐方案' });
    const cards = within(scheme).getAllByTestId('recommendation');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveTextContent('康惠重疾险');
    expect(cards[0]).toHaveTextContent('50万');
    expect(cards[0]).toHaveTextContent('保终身');
    expect(cards[0]).toHaveTextContent('20年交');
    expect(cards[1]).toHaveTextContent('20年');
    expect(within(cards[0]!).getByRole('link', { name: '康惠重疾险' })).toHaveAttribute(
      'href',
      '/ProductNew?id=106',
    );
    expect(within(scheme).getByTestId('total-premium')).toHaveTextContent(`¥${total(ZHANG.id)}`);

    await user.click(within(scheme).getByRole('tab', { name: '按保障' }));
    await waitFor(() => expect(location()).toHaveTextContent(`view=benefit`));
    expect(within(scheme).queryAllByTestId('recommendation')).toHaveLength(0);
    const rows = within(scheme).getAllByTestId('benefit-row');
    expect(rows[0]).toHaveTextContent('重疾重大疾病保险金 50万（康惠重疾险）');
  });

  test('立即投保 puts the plan\u2019s choices in the trial and opens it; the family\u2019s birth date too', async () => {
    localStorage.setItem('user_token', signIn(DEMO_PHONE));
    const user = userEvent.setup();
    renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    const scheme = await screen.findByRole('region', { name: '推荐方案' });
    await waitFor(() => expect(within(scheme).getAllByTestId('recommendation')).toHaveLength(8));
    const life = within(scheme).getAllByTestId('recommendation')[1]!;
    await user.click(within(life).getByRole('button', { name: '立即投保' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/ProductNew\/trail\?id=102$/));
    expect(readTrialDraft(102)).toEqual({
      planId: 10201,
      sumInsured: 2000000,
      term: '20y',
      payFrequency: 'annual',
      birthDate: '1988-03-15',
    });
  });

  test('a withdrawn plan says so, with the way to the catalogue', async () => {
    renderApp({ route: '/Proposal?id=P2WD8N5J' });
    expect(await screen.findByText('该计划书已被规划师撤回')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看保险产品' })).toHaveAttribute('href', '/Home');
  });

  test('a section on its own route renders alone, with the way to the whole plan', async () => {
    renderApp({ route: `/Proposal/Analyse?id=${ZHANG.id}` });
    expect(await screen.findByRole('region', { name: '保障缺口分析' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '推荐方案' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看完整计划书' })).toHaveAttribute(
      'href',
      `/Proposal?id=${ZHANG.id}`,
    );
  });

  test('booking a call: full times cannot be chosen; a free one with a phone is booked', async () => {
    const user = userEvent.setup();
    renderApp({ route: `/Proposal/FollowUpService?id=${ZHANG.id}` });
    const form = await screen.findByRole('region', { name: '预约规划师通话' });
    const times = await within(form).findAllByRole('button', { name: /\d{2}:\d{2}-\d{2}:\d{2}/ });
    const full = times.find((b) => b.textContent?.includes('已约满'))!;
    expect(full).toBeDisabled();
    const free = times.find((b) => !b.hasAttribute('disabled'))!;
    await user.click(free);
    expect(free).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(form).getByPlaceholderText('请输入手机号'), '13912345678');
    await user.click(within(form).getByRole('button', { name: '预约通话' }));
    expect(await within(form).findByText(/^已预约 2026-11-2\d /)).toBeInTheDocument();
    expect(sessionStorage.getItem(`booking:${ZHANG.id}`)).toBeNull();
  });
});

describe('/Proposal/Preview', () => {
  test('the share card says the form of address and ages only; the image is an <img> from the poster', async () => {
    renderApp({ route: `/Proposal/Preview?id=${ZHANG.id}` });
    const card = await screen.findByTestId('share-card');
    expect(card).toHaveAttribute('data-share-title', '张先生的计划书');
    expect(card.getAttribute('data-share-desc')).toBe(
      '本人38岁、配偶36岁、大宝8岁：为家人定制的保障方案，点击查看',
    );
    expect(card.getAttribute('data-share-link')).toMatch(/\/Proposal\/Preview\?id=P7K3QX2M$/);
    const image = await screen.findByRole('img', { name: /张先生的计划书/ });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    const poster = vi.mocked(drawPoster).mock.calls[0]![0];
    expect(poster.qrText).toMatch(/\/Proposal\/Preview\?id=P7K3QX2M$/);
    expect(poster.advisor[0]).toContain('执业证号：20231031000080012345');
    expect(poster.members[0]).toMatchObject({ line: '本人 · 男 · 38岁' });
    expect(poster.members[0]!.cover).toBe('重疾50万 · 寿险200万 · 医疗200万');
  });

  test('a failed drawing says so and draws again', async () => {
    vi.mocked(drawPoster).mockRejectedValueOnce(new Error('no canvas'));
    const user = userEvent.setup();
    renderApp({ route: `/Proposal/Preview?id=${ZHANG.id}` });
    expect(await screen.findByText('图片生成失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新生成' }));
    expect(await screen.findByRole('img', { name: /张先生的计划书/ })).toBeInTheDocument();
  });
});
