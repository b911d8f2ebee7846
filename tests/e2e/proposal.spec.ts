import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  agreeToService,
  agreeToInfoUse,
  addressOf,
  DEMO_PHONE,
  expect as baseExpect,
  freshPhone,
  inWechat,
  payAtProvider,
  sandboxControlling,
  SECOND_PHONE,
  signIn,
  test,
} from './support';

/**
 * The plan a visitor gets from the customisation service (issue 22, "one story on every page"):
 * made through the questionnaire of `family2026`, written by the sandbox's planner after the
 * booked call (here at once, through `window.__sandbox.writePlan`, as QA would), and then the
 * same figures on the plan, each section alone, the preview, its share's card and its image.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const ID = 'family2026';
const NAME = '周先生';
/** A shared plan's card and image title: no name (issue 24). */
const SHARE_TITLE = '一份家庭保障计划书，分享给你参考';
const BIRTH = { self: '1988-03-15', spouse: '1990-05-12', child: '2018-06-01' };
const PROMISE = '规划师将按您预约的时间致电沟通，通话后为您出具书面计划书。';

async function shoot(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: join('test-results', 'screens', 'proposal', `${test.info().project.name}-${name}.png`),
    fullPage: true,
  });
}

/** Full years on today's Beijing date, as the sandbox counts them. */
function ageToday(birth: string): number {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

const next = (page: Page) => page.getByRole('button', { name: '下一步', exact: true });
const choose = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).click();
const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Pays the fee and answers every step; returns the call chosen (`11月29日`, `19:00-20:00`). */
async function questionnaire(page: Page): Promise<{ day: string; time: string }> {
  const phone = freshPhone();
  await page.goto('/doc/privacy');
  await sandboxControlling(page);
  await signIn(page, phone);
  await page.goto(`/Active/CustomizedV2/${ID}`);
  await expect(page.getByText(PROMISE)).toBeVisible();
  await agreeToService(page);
  await page.getByRole('button', { name: '立即定制' }).click();
  const sheet = page.getByRole('dialog', { name: '确认手机号' });
  await sheet.getByRole('textbox', { name: '请输入手机号' }).fill(phone);
  await sheet.getByRole('button', { name: '确认并支付 ¥99.00' }).click();
  await payAtProvider(page, 'paid');
  await expect(page.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
  await page.getByRole('link', { name: '开始填写' }).click();
  await agreeToInfoUse(page);
  await page.getByRole('button', { name: '开始填写' }).click();
  await stepHeading(page, '您的联系方式');
  await page.getByPlaceholder('如：张先生').fill(NAME);
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await next(page).click();
  await stepHeading(page, '您的性别');
  await choose(page, '男士');
  await next(page).click();
  await stepHeading(page, '您的家庭情况');
  await choose(page, '已婚有娃');
  await next(page).click();
  await stepHeading(page, '您有几个孩子');
  await choose(page, '1个');
  await next(page).click();
  await stepHeading(page, '孩子的性别');
  await choose(page, '女孩');
  await next(page).click();
  await stepHeading(page, '家庭成员的出生日期');
  await page.getByLabel('本人', { exact: true }).fill(BIRTH.self);
  await page.getByLabel('配偶', { exact: true }).fill(BIRTH.spouse);
  await page.getByLabel('大宝', { exact: true }).fill(BIRTH.child);
  await next(page).click();
  await stepHeading(page, '您的家庭年收入');
  await choose(page, '30-50万');
  await next(page).click();
  await stepHeading(page, '您是否有社保');
  await choose(page, '有');
  await next(page).click();
  await stepHeading(page, '您所在的城市');
  await page.getByLabel('省份').selectOption({ label: '浙江省' });
  await page.getByLabel('城市').selectOption({ label: '杭州市' });
  await next(page).click();

  await stepHeading(page, '预约沟通时间');
  await expect(page.getByText(PROMISE)).toBeVisible();
  // The last day offered, its last free time: the call the visitor books.
  const dayButton = page.getByRole('radiogroup', { name: '沟通日期' }).getByRole('radio').last();
  const day = (await dayButton.textContent())!.trim();
  await dayButton.click();
  const time = page
    .getByRole('radiogroup', { name: '预约沟通时间' })
    .getByRole('radio', { name: /^\d{2}:\d{2}-\d{2}:\d{2}$/ })
    .and(page.locator(':enabled'))
    .last();
  const chosen = (await time.textContent())!.trim();
  await time.click();
  await expect(time).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '提交并预约' }).click();
  await expect(page).toHaveURL(/\/Form\/result\.html/);
  return { day, time: chosen };
}

/** The figures a screen shows, read from it. */
interface Shown {
  lines: string[];
  premiums: string[];
  covers: string[][];
  total: string;
}

/** 本方案 X of each gap with a figure, per member, as `医疗400万`. */
async function analyseCovers(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('section[aria-label="保障缺口分析"] h3')].map((h3) =>
      [...h3.parentElement!.querySelectorAll<HTMLElement>('[data-testid="gap"]')].flatMap((gap) => {
        const label = gap.querySelector('span')!.textContent!;
        const plan = /本方案 (\S+)$/.exec(gap.querySelector('span + span')!.textContent!.trim());
        return plan ? [`${label}${plan[1]}`] : [];
      }),
    ),
  );
}

const RISK_ORDER = ['重疾', '意外', '寿险', '医疗', '养老'];
const byRisk = (parts: string[]) =>
  [...parts].sort((a, b) => RISK_ORDER.indexOf(a.slice(0, 2)) - RISK_ORDER.indexOf(b.slice(0, 2)));

test.describe('the plan the customisation service makes', () => {
  test('questionnaire -> booked -> being written -> written: the same figures on the plan, its sections, the preview, its share card and image', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { day, time } = await questionnaire(page);

    // The result: the booked call, and when the plan comes, in the landing's words.
    await expect(page.getByTestId('booked-time')).toContainText(`${day} ${time}`);
    const planSection = page.getByRole('region', { name: '您的家庭保障计划书' });
    await expect(planSection).toContainText(PROMISE);
    await shoot(page, 'result');
    await planSection.getByRole('link', { name: '查看计划书进度' }).click();
    await expect.poll(() => addressOf(page)).toMatch(/^\/Proposal\.html\?id=P[A-Z0-9]{7}$/);
    const id = new URL(page.url()).searchParams.get('id')!;

    // Being written: said so, with the visitor's own booking; no plan, no figures.
    await expect(
      page.getByRole('heading', { level: 1, name: '计划书将在通话后出具' }),
    ).toBeVisible();
    const writing = page.getByTestId('plan-writing');
    await expect(writing).toContainText(PROMISE);
    const booked = writing.getByTestId('booked-call');
    await expect(booked).toHaveText(
      new RegExp(`^已预约 \\d{4}年${day} ${time}，规划师将按时致电$`),
    );
    await expect(writing).not.toContainText('已约满');
    const bookedText = (await booked.textContent())!.trim();
    await expect(page.getByRole('region', { name: '保障缺口分析' })).toHaveCount(0);
    await shoot(page, 'plan-writing');
    // 更改时间: the visitor's time is theirs.
    await writing.getByRole('button', { name: '更改时间' }).click();
    const own = writing.getByRole('button', { name: `${time} 已预约` });
    await expect(own).toBeEnabled();
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    // The number given in the questionnaire, shown back masked: not asked for again.
    await expect(writing.getByTestId('booking-phone')).toHaveText(/^1\d{2}\*{4}\d{4}$/);
    await expect(writing.getByPlaceholder('请输入手机号')).toHaveCount(0);
    await expect(writing.getByRole('button', { name: '更换号码' })).toBeVisible();
    await shoot(page, 'plan-writing-change');
    await page.goto(`/Proposal/Preview?id=${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: '计划书将在通话后出具' }),
    ).toBeVisible();
    await expect(page.getByTestId('share-card')).toHaveCount(0);

    // The planner writes it (as after the call).
    await page.evaluate((plan) => window.__sandbox!.writePlan(plan), id);
    await page.goto(`/Proposal?id=${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${NAME}的家庭保障计划书` }),
    ).toBeVisible();
    const lines = [
      `本人 · 男 · ${ageToday(BIRTH.self)}岁`,
      `配偶 · 女 · ${ageToday(BIRTH.spouse)}岁`,
      `大宝 · 女 · ${ageToday(BIRTH.child)}岁`,
    ];
    const family = page.getByRole('region', { name: '家庭成员' });
    await expect(family.getByRole('listitem')).toHaveText(lines);
    const madeOn = (await page
      .getByText(/^制作日期：/)
      .first()
      .textContent())!.trim();
    expect(madeOn).toMatch(/^制作日期：\d{4}年\d{1,2}月\d{1,2}日$/);

    // Nothing the visitor did not say: no existing cover claimed.
    const analyse = page.getByRole('region', { name: '保障缺口分析' });
    await expect(analyse).toContainText('已有保障未计入');
    await expect(analyse).not.toContainText(/已有 \d/);
    await expect(analyse.getByRole('meter')).toHaveCount(0);
    await expect(analyse.locator('h3')).toHaveText(lines);
    const analysed = await analyseCovers(page);

    // The booked call is still the visitor's (written before it, by QA).
    const follow = page.getByRole('region', { name: '预约规划师通话' });
    await expect(follow.getByTestId('booked-call')).toHaveText(bookedText);
    await shoot(page, 'plan');

    // The scheme by benefit: each member's premium, cover by risk, and the total.
    const scheme = page.getByRole('region', { name: '推荐方案' });
    await scheme.getByRole('tab', { name: '按保障' }).click();
    await expect.poll(() => addressOf(page)).toContain('view=benefit');
    const members = scheme.getByTestId('scheme-member');
    await expect(members.locator('h3')).toHaveText(lines);
    const plan: Shown = { lines, premiums: [], covers: [], total: '' };
    for (const member of await members.all()) {
      const premium = (await member.locator('h3 + span').textContent())!.trim();
      plan.premiums.push(premium.replace('首年保费合计 ', ''));
      const covers: string[] = [];
      for (const row of await member.getByTestId('benefit-row').all()) {
        // The risk's name with its cover beside it: `医疗400万`.
        if ((await row.getByTestId('risk-cover').count()) === 0) continue;
        covers.push((await row.locator('span').first().textContent())!.trim());
      }
      plan.covers.push(covers);
    }
    plan.total = (await scheme.getByTestId('total-premium').textContent())!.trim();
    // The adults' medical cover is the medical plan's 400万 (the image once said 200万).
    expect(plan.covers[0]).toContain('医疗400万');
    expect(plan.covers[1]).toContain('医疗400万');
    expect(analysed).toEqual(plan.covers.map(byRisk));
    await shoot(page, 'plan-by-benefit');

    // Each section alone says what the whole plan says.
    const sectionText = (region: string) =>
      page.getByRole('region', { name: region }).first().innerText();
    const whole = {
      家庭成员: await sectionText('家庭成员'),
      保障缺口分析: await sectionText('保障缺口分析'),
      推荐方案: await sectionText('推荐方案'),
    };
    for (const [section, region] of [
      ['Header', '家庭成员'],
      ['Analyse', '保障缺口分析'],
    ] as const) {
      await page.goto(`/Proposal/${section}?id=${id}`);
      await expect(page.getByRole('link', { name: '查看完整计划书' })).toBeVisible();
      expect(await sectionText(region), section).toBe(whole[region]);
      await shoot(page, `section-${section}`);
    }
    await page.goto(`/Proposal/SchemeDetails?id=${id}&view=benefit`);
    await expect(page.getByRole('link', { name: '查看完整计划书' })).toBeVisible();
    expect(await sectionText('推荐方案')).toBe(whole['推荐方案']);
    await shoot(page, 'section-SchemeDetails');

    // The preview: members, premiums, cover and total as the plan says them; shared, the card
    // and the image name nobody (issue 24).
    await page.goto(`/Proposal/Preview?id=${id}`);
    await page
      .getByRole('region', { name: '分享给好友' })
      .getByRole('button', { name: '生成分享链接' })
      .click();
    const card = page.getByTestId('share-card');
    await expect(card).toHaveAttribute('data-share-title', SHARE_TITLE);
    const desc = `本人${ageToday(BIRTH.self)}岁、配偶${ageToday(BIRTH.spouse)}岁、大宝${ageToday(BIRTH.child)}岁：为家人定制的保障方案，点击查看`;
    await expect(card).toHaveAttribute('data-share-desc', desc);
    const previewMembers = page.getByTestId('preview-member');
    await expect(previewMembers).toHaveCount(3);
    for (const [i, member] of (await previewMembers.all()).entries()) {
      await expect(member.locator('span').first()).toHaveText(lines[i]!);
      await expect(member.locator('span').nth(1)).toHaveText(`首年保费 ${plan.premiums[i]}`);
      await expect(member.locator('p')).toHaveText(plan.covers[i]!.join(' · '));
    }
    await expect(page.getByTestId('total-premium')).toHaveText(plan.total);

    // The image: read back the lines it drew, figure by figure.
    const image = page.getByRole('img', { name: /一份家庭保障计划书/ });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    const drawn = JSON.parse((await image.getAttribute('data-lines')) ?? '[]') as string[];
    expect(drawn).toContain(SHARE_TITLE);
    expect(drawn.join('\n')).not.toContain(NAME);
    expect(drawn).toContain(madeOn);
    for (const line of lines) expect(drawn).toContain(line);
    for (const premium of plan.premiums) expect(drawn).toContain(premium);
    expect(drawn).toContain(plan.total);
    const drawnCovers = drawn
      .flatMap((text) => text.split(' · '))
      .filter((t) => /^(重疾|意外|寿险|医疗|养老)\d/.test(t));
    expect(drawnCovers).toEqual(plan.covers.flat());
    await shoot(page, 'preview');
    await image.screenshot({
      path: join('test-results', 'screens', 'proposal', `${test.info().project.name}-image.png`),
    });

    // Inside the messaging app, the card the preview declares is the one set for sharing.
    if (inWechat()) {
      await expect
        .poll(() => page.evaluate(() => window.__sandbox?.sharedCards()?.appMessage?.title ?? ''))
        .toBe(SHARE_TITLE);
      const shared = await page.evaluate(() => window.__sandbox!.sharedCards()!.appMessage!);
      expect(shared.desc).toBe(desc);
      expect(shared.link).toBe(await card.getAttribute('data-share-link'));
      expect(shared.link).toMatch(/^https:\/\/[^/]+\/Proposal\/Shared\?key=[0-9a-f]{32}$/);
    }
    expect(errors).toEqual([]);
  });

  test('the demo plans stay readable as written plans, their figures the same in the image', async ({
    page,
  }) => {
    // Each plan is its own family's account's: the demo account's, and the second seeded one's.
    await page.goto('/doc/privacy');
    for (const [id, name, phone] of [
      ['P7K3QX2M', '张先生', DEMO_PHONE],
      ['P9D4RT6W', '王女士', SECOND_PHONE],
    ] as const) {
      await signIn(page, phone);
      await page.goto(`/Proposal/Preview?id=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${name}的计划书` })).toBeVisible();
      await page
        .getByRole('region', { name: '分享给好友' })
        .getByRole('button', { name: '生成分享链接' })
        .click();
      const image = page.getByRole('img', { name: /一份家庭保障计划书/ });
      await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
      const drawn = JSON.parse((await image.getAttribute('data-lines')) ?? '[]') as string[];
      for (const member of await page.getByTestId('preview-member').all()) {
        const cover = (await member.locator('p').textContent()) ?? '';
        for (const part of cover.split(' · ').filter(Boolean)) {
          expect(drawn.flatMap((t) => t.split(' · '))).toContain(part);
        }
      }
      expect(drawn).toContain((await page.getByTestId('total-premium').textContent())!.trim());
      await shoot(page, `preview-${id}`);
    }
    await signIn(page, DEMO_PHONE);
    await page.goto('/Proposal?id=P7K3QX2M');
    await expect(
      page.getByRole('heading', { level: 1, name: '张先生的家庭保障计划书' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '保障缺口分析' })).toContainText(
      '医疗建议 400万 · 已有 0元 · 缺口 400万 · 本方案 400万',
    );
  });
});
