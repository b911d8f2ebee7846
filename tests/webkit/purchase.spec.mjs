/* global document, history */
import { buyerBornOn, until } from './browser.mjs';

/**
 * The purchase in WebKit, as a visitor in the messaging app makes it (tests/e2e/funnel.spec.ts and
 * history.spec.ts, in the iphone-wechat profile): catalogue -> 101 -> trial (a birth year picked
 * on the wheel) -> 投保须知 -> sign-in (the messaging app's authorisation, the sandbox's consent
 * page) -> insured -> health -> confirmation -> Pay (the stand-in WeixinJSBridge's sheet) ->
 * Payback (the server's word) -> 投保成功 -> 关注公众号 -> my orders. And Back from Pay through
 * every step, each with what was entered (the back-forward cache must not show stale state).
 */

const PRODUCT = { id: 101, name: '安心家庭综合保障计划' };
const THIS_YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(
    new Date(),
  ),
);

/**
 * The trial's birth date, chosen on antd-mobile's wheel as a visitor does (support.ts
 * pickBirthYear): the row opens the picker, the year wheel is tapped toward the year (the rows it
 * shows around the selection, at most three a step), then 确定.
 */
async function pickBirthYear(page, year) {
  await page.click('[role="button"], button', /被保人出生日期/);
  await page.find('.adm-picker');
  const selected = () =>
    page.eval(() =>
      Number(
        document.querySelector(
          '.adm-picker .adm-picker-view-column .adm-picker-view-column-item[data-selected="true"]',
        )?.textContent,
      ),
    );
  for (let step = 0; step < 40; step += 1) {
    const current = await selected();
    if (current === year) break;
    const next = current + Math.max(-3, Math.min(3, year - current));
    const item = await page.eval((text) => {
      const column = document.querySelector('.adm-picker .adm-picker-view-column');
      return [...column.querySelectorAll('.adm-picker-view-column-item')].find(
        (el) => el.textContent.trim() === text,
      );
    }, String(next));
    await until(() => page.tap(item), { what: `a tap on ${next}` });
    await until(async () => (await selected()) === next, { what: `the wheel at ${next}` });
  }
  await page.click('.adm-picker button, .adm-picker a', '确定');
  await until(() => page.eval(() => !document.querySelector('.adm-picker')), {
    what: 'the picker to close',
  });
  const row = await page.find('[role="button"], button', /被保人出生日期/);
  const text = await row.getText();
  const date = text.match(/\d{4}-\d{2}-\d{2}/)?.[0];
  if (!date?.startsWith(`${year}-`)) throw new Error(`the row says "${text}", not ${year}`);
  return date;
}

/** The quote has come: 按被保人N周岁测算 and a price, nothing busy. */
async function quoted(page) {
  return until(
    () =>
      page.eval(() => {
        if (document.querySelector('[aria-busy="true"]')) return null;
        const text = document.body.innerText.replace(/\s+/g, '');
        const age = text.match(/按被保人(\d+)周岁测算/);
        const price = text.match(/(¥\d+(?:\.\d{2})?)(\/[年月])?/);
        return age && price
          ? { age: Number(age[1]), premium: price[1], unit: price[2] ?? '' }
          : null;
      }),
    { what: 'the quote' },
  );
}

const heading = (page, name) => page.find('h1', name);

/** Catalogue to Pay, timing each step; returns what was entered. */
async function toPay(page, steps) {
  const step = async (name, fn) => {
    const t0 = Date.now();
    const result = await fn();
    steps.push([name, Date.now() - t0]);
    return result;
  };
  await step('home', async () => {
    await page.goto('/');
    await page.find('[data-product-id] a');
  });
  const start = await page.eval(() => history.length);
  await step('product', async () => {
    await page.click(`[data-product-id="${PRODUCT.id}"] a`);
    await heading(page, PRODUCT.name);
    await page.find('[data-testid="footer-premium"]');
  });
  const trial = await step('trial', async () => {
    await page.click('a', '保费测算');
    await page.waitForAddress(`/ProductNew/trail.html?id=${PRODUCT.id}`);
    await page.waitForText('意外身故及伤残');
    const birthDate = await pickBirthYear(page, THIS_YEAR - 30);
    const quote = await quoted(page);
    if (quote.age !== 30 && quote.age !== 29) throw new Error(`quoted for age ${quote.age}`);
    return { birthDate, quote };
  });
  await step('notice', async () => {
    await page.click('button', '立即投保');
    await page.waitForAddress(`/ProductNew/notify.html?id=${PRODUCT.id}`);
    await heading(page, '投保须知');
  });
  await step('sign-in', async () => {
    await page.click('a', '我已阅读，继续投保');
    // The messaging app's authorisation: the sandbox's consent page, an identity, 允许.
    await page.consentAs('微信用户·小王');
    await page.waitForAddress(`/ProductNew/Insured.html?id=${PRODUCT.id}`);
  });
  const buyer = buyerBornOn(trial.birthDate);
  await step('insured', async () => {
    await heading(page, '填写投保信息');
    const notice = await page.find('[role="dialog"]', /您已进入投保流程/);
    await page.click('[role="dialog"] button', '知道了');
    await until(async () => !(await notice.isDisplayed().catch(() => false)), {
      what: 'the entry notice to close',
    });
    await page.type('#applicant-name', buyer.name);
    await page.type('#applicant-idCard', buyer.idCard);
    await page.type('#applicant-mobile', buyer.mobile);
    await page.waitForText(`出生日期 ${trial.birthDate} · 男 ·`);
  });
  await step('health', async () => {
    await page.click('button', '下一步');
    await page.waitForAddress(`/ProductNew/healthStatement.html?id=${PRODUCT.id}`);
    await page.click('button', '以上皆无');
    await page.waitForText('已回答全部问题');
  });
  await step('confirmation', async () => {
    await page.click('button', '提交健康告知');
    await page.waitForAddress(`/ProductNew/ProductDetail.html?id=${PRODUCT.id}`);
    await heading(page, '投保信息详情');
    const body = await page.bodyText();
    if (!body.includes(buyer.name)) throw new Error('the confirmation does not name the buyer');
    if (body.includes(buyer.idCard) || body.includes(buyer.mobile)) {
      throw new Error('the confirmation shows the ID number or phone unmasked');
    }
    for (const title of ['投保须知', '免责条款', '保险条款']) {
      await page.click('button', new RegExp(`《${title}》`));
      await page.find('[role="dialog"]', new RegExp(title));
      await page.click('[role="dialog"] button', '关闭');
      await page.find('button', new RegExp(`《${title}》\\s*已阅读`));
    }
    await page.tick(/我已阅读并同意/);
    if (await page.has('label', /敏感个人信息/)) await page.tick(/敏感个人信息/);
  });
  const orderId = await step('pay', async () => {
    await page.click('button', '提交订单');
    await page.waitForAddress(/^\/ProductNew\/Pay\.html\?orderId=/);
    await page.find('button', '确认支付');
    const id = new URL(await page.address(), 'http://x').searchParams.get('orderId');
    const amount = `¥${Number(trial.quote.premium.slice(1)).toFixed(2)}${trial.quote.unit}`;
    await page.waitForText(amount);
    return id;
  });
  // Two documents read full screen were entries of their own, gone again: Pay is the 8th step.
  const length = await page.eval(() => history.length);
  if (length !== start + 7) throw new Error(`history: ${length - start} entries after home, not 7`);
  return { buyer, birthDate: trial.birthDate, orderId };
}

function report(steps) {
  console.info(
    `  steps: ${steps.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
}

globalThis.webkitTest(
  'the purchase: catalogue -> 101 -> trial -> sign-in -> insured -> health -> confirm -> pay -> success -> my orders',
  async (page) => {
    const steps = [];
    const { orderId } = await toPay(page, steps);
    const t0 = Date.now();
    // The stand-in WeixinJSBridge's sheet: 确认支付 there; Payback has the server's word.
    await page.click('button', '确认支付');
    await page.find('#sandbox-wechat-pay-sheet');
    await page.click('#sandbox-wechat-pay-sheet button', '确认支付');
    await page.waitForAddress(
      `/ProductNew/InsuranceSuccess/wechat.html?orderId=${orderId}`,
      30_000,
    );
    await heading(page, '投保成功');
    const policyNo = await (await page.find('[data-testid="policy-no"]', /^\d{8,}$/)).getText();
    steps.push(['paid', Date.now() - t0]);
    const t1 = Date.now();
    await page.click('a', '关注公众号');
    await page.waitForAddress(`/FollowOfficial/${orderId}.html`);
    await heading(page, '关注公众号');
    await page.click('a', '查看订单');
    await page.waitForAddress('/mine/orders.html?status=paid');
    const card = await page.find('[data-testid="order-card"]', new RegExp(orderId));
    const text = await card.getText();
    for (const expected of [PRODUCT.name, policyNo, '已支付']) {
      if (!text.includes(expected)) throw new Error(`the order card lacks ${expected}: ${text}`);
    }
    steps.push(['my orders', Date.now() - t1]);
    await page.shot('purchase-orders');
    const { errors } = await page.errors();
    if (errors.length) throw new Error(`script errors: ${errors.join(' | ')}`);
    report(steps);
  },
);

globalThis.webkitTest(
  'Back from Pay walks every step of the purchase, each with what was entered',
  async (page) => {
    const steps = [];
    const { buyer, birthDate } = await toPay(page, steps);
    const t0 = Date.now();
    const noDialog = () =>
      until(() => page.eval(() => !document.querySelector('[role="dialog"]')), {
        what: 'no dialog',
      });
    await page.back();
    await page.waitForAddress(`/ProductNew/ProductDetail.html?id=${PRODUCT.id}`);
    await heading(page, '投保信息详情');
    await page.find('button', /《投保须知》\s*已阅读/);
    await page.waitForText(buyer.name);
    await noDialog();

    await page.back();
    await page.waitForAddress(`/ProductNew/healthStatement.html?id=${PRODUCT.id}`);
    await page.waitForText('已回答全部问题');
    await noDialog();

    await page.back();
    await page.waitForAddress(`/ProductNew/Insured.html?id=${PRODUCT.id}`);
    await until(
      () =>
        page.eval(
          (name, idCard) =>
            document.querySelector('#applicant-name')?.value === name &&
            document.querySelector('#applicant-idCard')?.value === idCard,
          buyer.name,
          buyer.idCard,
        ),
      { what: 'the insured form as it was filled' },
    );
    if (await page.has('[role="dialog"]', /您已进入投保流程/)) {
      throw new Error('the entry notice came back');
    }

    await page.back();
    await page.waitForAddress(`/ProductNew/notify.html?id=${PRODUCT.id}`);
    await page.back();
    await page.waitForAddress(`/ProductNew/trail.html?id=${PRODUCT.id}`);
    await page.waitForText(birthDate);
    await page.back();
    await heading(page, PRODUCT.name);
    await noDialog();
    await page.back();
    await page.find(`[data-product-id="${PRODUCT.id}"] a`);
    steps.push(['back x7', Date.now() - t0]);
    const { errors, restored } = await page.errors();
    if (errors.length) throw new Error(`script errors: ${errors.join(' | ')}`);
    report(steps);
    // Back from the insured screen leaves the document the sign-in's full loads made for the one
    // before them: WebKit may show it from its back-forward cache (the checks above hold either way).
    console.info(`  back-forward cache: ${restored.length ? restored.join(', ') : 'not used'}`);
  },
);
