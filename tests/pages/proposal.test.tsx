import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { readTrialDraft } from '../../src/data/product/trial-draft';
import type { Answers } from '../../src/data/customizedV2/types';
import { planFrom } from '../../src/mocks/customized';
import {
  db,
  DEMO_PHONE,
  resetClock,
  SECOND_PHONE,
  setNow,
  signIn,
  writePlan,
} from '../../src/mocks/node';
import { PROPOSALS } from '../../src/mocks/fixtures/proposals';
import { bookCall, callSlots } from '../../src/mocks/planner-calendar';
import { drawPoster } from '../../src/pages/_proposal/poster';
import { expectForgotten, expectNothingOf, expectRefusedInPlace } from '../support/record-refused';
import { call } from '../mocks/api';
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
  // A plan is its family's: the demo account's unless a test says otherwise.
  localStorage.setItem('user_token', signIn(DEMO_PHONE));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(drawPoster).mockResolvedValue({
    url: 'data:image/png;base64,iVBORw0KGgo=',
    lines: ['张先生的计划书'],
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

describe('/Proposal', () => {
  test('the header: title, date, the family without names, the advisor with the licence number', async () => {
    renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '张先生的家庭保障计划书' }),
    ).toBeInTheDocument();
    expect(screen.getByText('制作日期：2026年11月18日')).toBeInTheDocument();
    const family = screen.getByRole('region', { name: '家庭成员' });
    expect(
      within(family)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['本人 · 男 · 38岁', '配偶 · 女 · 36岁', '大宝 · 女 · 8岁']);
    const advisor = screen.getByRole('region', { name: '您的专属规划师' });
    expect(advisor).toHaveTextContent('李明远');
    expect(advisor).toHaveTextContent('执业证编号02000131000080020170080027');
    expect(advisor).toHaveTextContent('上海精选保险代理有限公司');
  });

  test('the gaps: a bar per risk from the server\u2019s figures, the gap, the plan\u2019s cover and the reasoning', async () => {
    renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    const analyse = await screen.findByRole('region', { name: '保障缺口分析' });
    const gaps = within(analyse).getAllByTestId('gap');
    expect(gaps).toHaveLength(15);
    expect(gaps[0]).toHaveTextContent('重疾建议 50万 · 已有 10万 · 缺口 40万 · 本方案 50万');
    // The medical cover is the medical plan's 400万 (its largest benefit), not its first line.
    expect(gaps.find((g) => g.dataset.risk === 'medical')).toHaveTextContent(
      '医疗建议 400万 · 已有 0元 · 缺口 400万 · 本方案 400万',
    );
    expect(gaps.find((g) => g.dataset.risk === 'accident')).toHaveTextContent('本方案未配置');
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
    expect(rows[0]).toHaveTextContent('重疾50万重大疾病保险金 50万（康惠重疾险）');
    expect(
      within(scheme)
        .getAllByTestId('risk-cover')
        .map((el) => el.textContent),
    ).toEqual([
      ...['50万', '200万', '400万'],
      ...['50万', '100万', '400万'],
      // The child's 重疾 is the critical-illness product's 30万: 少儿特定重大疾病 is not general cover.
      ...['30万', '20万', '200万'],
    ]);
  });

  test('立即投保 puts the plan\u2019s choices in the trial and opens it; the family\u2019s birth date too', async () => {
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
    expect(
      await within(form).findByText(
        /^已预约 2026年11月2\d日 \d\d:\d\d-\d\d:\d\d，规划师将按时致电$/,
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(`booking:${ZHANG.id}`)).toBeNull();
  });
});

describe('/Proposal/Preview', () => {
  test('before a share: the summary, no card, and no image (its QR code needs the share\u2019s link)', async () => {
    renderApp({ route: `/Proposal/Preview?id=${ZHANG.id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '张先生的计划书' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '分享给好友' });
    expect(await within(panel).findByTestId('share-state')).toHaveTextContent('尚未分享');
    expect(screen.queryByTestId('share-card')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '分享图片' })).toHaveTextContent(
      '生成分享链接后，这里会出现带二维码的分享图片',
    );
    expect(screen.getAllByTestId('preview-member')).toHaveLength(3);
    expect(drawPoster).not.toHaveBeenCalled();
  });

  test('once shared: the card names nobody, its link is the share\u2019s over https, and the image says the share\u2019s figures', async () => {
    const user = userEvent.setup();
    renderApp({ route: `/Proposal/Preview?id=${ZHANG.id}` });
    const panel = await screen.findByRole('region', { name: '分享给好友' });
    await user.click(await within(panel).findByRole('button', { name: '生成分享链接' }));
    const card = await screen.findByTestId('share-card');
    expect(card).toHaveAttribute('data-share-title', '一份家庭保障计划书，分享给你参考');
    expect(card.getAttribute('data-share-desc')).toBe(
      '本人38岁、配偶36岁、大宝8岁：为家人定制的保障方案，点击查看',
    );
    const key = db.planShares.all()[0]!.id;
    expect(card.getAttribute('data-share-link')).toBe(
      `https://${window.location.host}/Proposal/Shared?key=${key}`,
    );
    const image = await screen.findByRole('img', { name: /一份家庭保障计划书/ });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    const poster = vi.mocked(drawPoster).mock.calls[0]![0];
    expect(poster.qrText).toBe(card.getAttribute('data-share-link'));
    expect(poster.title).toBe('一份家庭保障计划书，分享给你参考');
    expect(poster.notes).toEqual(['已隐去姓名、联系方式、身份证号、收入、负债和住址']);
    expect(poster.members[0]).toEqual({
      line: '本人 · 男 · 38岁',
      premium: '¥10205.74',
      cover: ['重疾50万', '寿险200万', '医疗400万'],
    });
    expect(JSON.stringify(poster)).not.toMatch(/张先生|李明远|房贷|收入约/);
  });

  test('a failed drawing says so and draws again', async () => {
    vi.mocked(drawPoster).mockRejectedValueOnce(new Error('no canvas'));
    await call('POST', `/rest/api/proposal/${ZHANG.id}/share`, {
      token: localStorage.getItem('user_token')!,
    });
    const user = userEvent.setup();
    renderApp({ route: `/Proposal/Preview?id=${ZHANG.id}` });
    expect(await screen.findByText('图片生成失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新生成' }));
    expect(await screen.findByRole('img', { name: /一份家庭保障计划书/ })).toBeInTheDocument();
  });
});

/** A customisation service's plan as the questionnaire's submit leaves it: not written, its call booked. */
function planBeingWritten(): { id: string; date: string; time: string } {
  const answers: Answers = {
    name: '孙女士',
    mobile: '13977778888',
    sex: 'female',
    family: 'married',
    childrenNumber: 0,
    childrenSex: [],
    birth: { self: '1991-07-07', spouse: '1990-01-01', children: [], father: null, mother: null },
    income: '10to30',
    socialSecurity: true,
    province: '310000',
    city: '310100',
  };
  const id = 'PWRT0001';
  // The visitor who answered, signed in: the plan is theirs.
  localStorage.setItem('user_token', signIn(answers.mobile));
  const owner = db.users.find((user) => user.phone === answers.mobile)!;
  db.proposals.insert(planFrom(answers, owner.id, '2026-11-23', id));
  const slot = callSlots().find((s) => !s.full)!;
  const booked = bookCall(id, slot.id, answers.mobile);
  if (typeof booked === 'string') throw new Error(booked);
  return { id, date: booked.date, time: booked.time };
}

describe('a plan its planner is still writing', () => {
  test('says so with the visitor\u2019s booking, and shows no plan on any of its screens', async () => {
    const { id, time } = planBeingWritten();
    renderApp({ route: `/Proposal?id=${id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '计划书将在通话后出具' }),
    ).toBeInTheDocument();
    const writing = screen.getByTestId('plan-writing');
    expect(writing).toHaveTextContent('规划师将按您预约的时间致电沟通，通话后为您出具书面计划书。');
    expect(await within(writing).findByTestId('booked-call')).toHaveTextContent(
      `已预约 2026年11月24日 ${time}，规划师将按时致电`,
    );
    expect(within(writing).queryByText(/已约满/)).not.toBeInTheDocument();
    expect(screen.getByText('孙女士的家庭保障计划书')).toBeInTheDocument();
    // Opened from the service's message, it is the first page of its tab: the way home.
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Home');
    expect(screen.queryByRole('region', { name: '保障缺口分析' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '推荐方案' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '生成分享图片' })).not.toBeInTheDocument();
  });

  test('its preview and sections say the same, and draw no image', async () => {
    const { id } = planBeingWritten();
    for (const route of [`/Proposal/Preview?id=${id}`, `/Proposal/Analyse?id=${id}`]) {
      const view = renderApp({ route });
      expect(
        await screen.findByRole('heading', { level: 1, name: '计划书将在通话后出具' }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('share-card')).not.toBeInTheDocument();
      view.unmount();
    }
    expect(drawPoster).not.toHaveBeenCalled();
  });

  test('once the planner has written it, 刷新 shows the plan', async () => {
    const { id } = planBeingWritten();
    const user = userEvent.setup();
    renderApp({ route: `/Proposal?id=${id}` });
    await screen.findByRole('heading', { level: 1, name: '计划书将在通话后出具' });
    writePlan(id);
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '孙女士的家庭保障计划书' }),
    ).toBeInTheDocument();
    const analyse = screen.getByRole('region', { name: '保障缺口分析' });
    // Made from the questionnaire: no existing cover is claimed.
    expect(analyse).toHaveTextContent('已有保障未计入');
    expect(analyse).not.toHaveTextContent(/已有 \d/);
    expect(analyse.querySelector('[role="meter"]')).toBeNull();
  });
});

describe('the booked call', () => {
  /** Books a time for the demo plan that its own call fills up (so the calendar reads it full). */
  function bookFillingCall() {
    for (const slot of callSlots().filter((s) => !s.full)) {
      const booked = bookCall(ZHANG.id, slot.id, '13912345678');
      if (typeof booked === 'string') throw new Error(booked);
      if (callSlots().find((s) => s.id === slot.id)!.full) return booked;
    }
    throw new Error('no time to fill');
  }

  test('reads as the visitor\u2019s booking, 已预约 with its date and time, not 已约满', async () => {
    const booked = bookFillingCall();
    renderApp({ route: `/Proposal/FollowUpService?id=${ZHANG.id}` });
    const form = await screen.findByRole('region', { name: '预约规划师通话' });
    expect(await within(form).findByTestId('booked-call')).toHaveTextContent(
      `已预约 ${booked.date.slice(0, 4)}年${Number(booked.date.slice(5, 7))}月${Number(booked.date.slice(8))}日 ${booked.time}，规划师将按时致电`,
    );
    // And the number the planner will call, masked as the server keeps it.
    expect(within(form).getByTestId('booked-phone')).toHaveTextContent(
      /^联系电话 1\d{2}\*{4}\d{4}$/,
    );
    expect(within(form).queryByRole('button', { name: /已约满/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: '预约通话' })).not.toBeInTheDocument();
  });

  test('changing it: the booked time is the visitor\u2019s (chosen, 已预约), others full are 已约满', async () => {
    const booked = bookFillingCall();
    const user = userEvent.setup();
    renderApp({ route: `/Proposal/FollowUpService?id=${ZHANG.id}` });
    const form = await screen.findByRole('region', { name: '预约规划师通话' });
    await user.click(await within(form).findByRole('button', { name: '更改时间' }));
    const day = within(form).getByRole('group', {
      name: `${booked.date.slice(0, 4)}年${Number(booked.date.slice(5, 7))}月${Number(booked.date.slice(8))}日`,
    });
    const own = within(day).getByRole('button', { name: `${booked.time} 已预约` });
    expect(own).toBeEnabled();
    expect(own).toHaveAttribute('aria-pressed', 'true');
    const full = within(form).getAllByRole('button', { name: /已约满$/ });
    expect(full.length).toBeGreaterThan(0);
    for (const button of full) expect(button).toBeDisabled();

    // The phone's Back closes the times, the booking as it was, before it leaves the plan.
    const where = screen.getByTestId('location').textContent;
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    expect(await within(form).findByTestId('booked-call')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: '预约通话' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(where!);
  });
  test('changing it: the number given is shown back masked and kept, not asked for again', async () => {
    const booked = bookFillingCall();
    const user = userEvent.setup();
    renderApp({ route: `/Proposal/FollowUpService?id=${ZHANG.id}` });
    const form = await screen.findByRole('region', { name: '预约规划师通话' });
    await user.click(await within(form).findByRole('button', { name: '更改时间' }));
    // The server's number for this booking, masked; no empty field asking for it again.
    expect(within(form).getByTestId('booking-phone')).toHaveTextContent('139****5678');
    expect(within(form).queryByPlaceholderText('请输入手机号')).not.toBeInTheDocument();
    expect(form).not.toHaveTextContent('13912345678');
    const other = within(form)
      .getAllByRole('button', { name: /^\d{2}:\d{2}-\d{2}:\d{2}$/ })
      .find((b) => !b.hasAttribute('disabled'))!;
    await user.click(other);
    await user.click(within(form).getByRole('button', { name: '预约通话' }));
    expect(await within(form).findByTestId('booked-call')).not.toHaveTextContent(
      booked.time + '，',
    );
    // The server moved the call and kept the number.
    const moved = db.bookings.get(ZHANG.id)!;
    expect(moved.slotId).not.toBe(booked.slotId);
    expect(moved.phone).toBe('13912345678');
    // Another number when the visitor asks for it.
    await user.click(within(form).getByRole('button', { name: '更改时间' }));
    await user.click(within(form).getByRole('button', { name: '更换号码' }));
    await user.type(within(form).getByPlaceholderText('请输入手机号'), '13700001111');
    await user.click(within(form).getByRole('button', { name: '预约通话' }));
    await waitFor(() => expect(db.bookings.get(ZHANG.id)!.phone).toBe('13700001111'));
    await user.click(await within(form).findByRole('button', { name: '更改时间' }));
    expect(within(form).getByTestId('booking-phone')).toHaveTextContent('137****1111');
  });
});

describe('a plan is its family\u2019s alone (issue 24)', () => {
  /** Words only the demo family's plan holds: its addressee, advisor, summary, a premium. */
  const SECRETS = ['张先生', '李明远', '房贷', String(ZHANG.recommendations[0]!.premium)];

  test.each([
    `/Proposal?id=${ZHANG.id}`,
    `/Proposal/Preview?id=${ZHANG.id}`,
    `/Proposal/Analyse?id=${ZHANG.id}`,
  ])(
    'another account opening %s: refused in place, nothing of the plan in the page, the title or the store',
    async (route) => {
      localStorage.setItem('user_token', signIn(SECOND_PHONE));
      const { store, services } = renderApp({ route });
      await expectRefusedInPlace(
        '无法查看该计划书',
        { name: '查看我的订单', href: '/mine/orders' },
        SECRETS,
        () => store.getState(),
      );
      expect(store.getState().proposal).toMatchObject({
        data: null,
        writing: null,
        notYours: true,
      });
      expect(services.feedback.toast).not.toHaveBeenCalled();
      expect(screen.queryByTestId('share-card')).not.toBeInTheDocument();
      expect(drawPoster).not.toHaveBeenCalled();
    },
  );

  test('the second account reads its own plan, and a plan that is not there is refused the same way', async () => {
    localStorage.setItem('user_token', signIn(SECOND_PHONE));
    const view = renderApp({ route: '/Proposal?id=P9D4RT6W' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '王女士的家庭保障计划书' }),
    ).toBeInTheDocument();
    view.unmount();
    renderApp({ route: '/Proposal?id=PNOPE000' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '无法查看该计划书' }),
    ).toBeInTheDocument();
  });

  test('signed out: the way to sign in and back, and nothing asked for', async () => {
    localStorage.removeItem('user_token');
    const { store } = renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '登录后查看计划书' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      `/Login?redirect=${encodeURIComponent(`/Proposal?id=${ZHANG.id}`)}`,
    );
    expect(store.getState().proposal.status).toBe('idle');
    expectNothingOf(SECRETS, () => store.getState());
  });

  test('its own family leaving the plan\u2019s screens: the plan is forgotten; between them it is kept', async () => {
    const { store, navigate } = renderApp({ route: `/Proposal?id=${ZHANG.id}` });
    await screen.findByRole('heading', { level: 1, name: '张先生的家庭保障计划书' });
    navigate(`/Proposal/Analyse?id=${ZHANG.id}`);
    expect(await screen.findByRole('region', { name: '保障缺口分析' })).toBeInTheDocument();
    const held = JSON.stringify(store.getState());
    for (const secret of SECRETS) expect(held).toContain(secret);
    navigate('/Home');
    await expectForgotten(SECRETS, () => store.getState());
    expect(store.getState().proposal.id).toBeNull();
  });
});
