/* global window, document, getComputedStyle */
import { buyerBornOn, expectEqual, freshPhone, until } from './browser.mjs';

/**
 * After the sale in WebKit, as a visitor in the messaging app goes through it (the iphone-wechat
 * profile of tests/e2e/gift.spec.ts, policy.spec.ts and history-pages/-after.spec.ts), each with
 * Back through it: the gift claim (landing -> documents -> 立即领取 -> the form -> 激活保障 ->
 * 领取成功, the server's word), the policy list and a policy detail of the demo account, and the
 * plan's preview with its summary image (a canvas exported as a PNG). Screens are saved under
 * test-results/webkit-journeys/.
 *
 * Sandbox facts: gift 120 出行无忧意外险(赠) is open (src/mocks/fixtures/gifts.ts); the demo
 * account 13800138000 has 12 policies (10 on the list's first page) and plan P7K3QX2M.
 */

const SHOTS = 'webkit-journeys';
const DEMO_PHONE = '13800138000';
const GIFT = { id: 120, name: '出行无忧意外险(赠)' };
const PLAN = 'P7K3QX2M';

const heading = (page, name) => page.find('h1', name);
const catalogueShown = (page) => page.find('[data-product-id] a');

/**
 * The demo account signed in on a neutral page (tests/e2e/history-after.spec.ts): the app reads
 * the token on its next full load.
 */
async function demoSignedIn(page) {
  await page.goto('/doc/privacy');
  await page.signIn(DEMO_PHONE);
}

globalThis.webkitTest(
  'the gift claim: landing -> documents -> claim signed in -> 领取成功 (the server’s) -> Back: the landing says 您已领取, never the form again',
  async (page) => {
    const person = buyerBornOn('1991-04-12');
    const phone = freshPhone();
    await page.goto('/Home');
    await catalogueShown(page);
    await page.signIn(phone);
    const fromHome = await page.historyLength();

    // The landing a link opens, with its entry notice (copy.md) on the first visit.
    await page.goto(`/Insurance/ayb.html?id=${GIFT.id}`);
    await heading(page, GIFT.name);
    await page.find('[role="dialog"]', /您已进入投保流程/);
    await page.shot('gift-1-landing', SHOTS);
    await page.click('[role="dialog"] button', '知道了');
    await page.noDialog();
    const start = await page.historyLength();
    expectEqual(start, fromHome + 1, 'history entries after the landing');
    await page.waitForText('合璟财产保险股份有限公司');
    await page.waitForText('领取全程无需支付，不会索取任何银行卡或支付信息');

    // A document read full screen is an entry of its own: Back closes it, and it counts as read.
    await page.click('button', /^《保险条款》\s*未阅读$/);
    await page.find('[role="dialog"]', /保险条款/);
    expectEqual(await page.historyLength(), start + 1, 'history entries with a document open');
    await page.shot('gift-2-document', SHOTS);
    await page.back();
    await page.noDialog();
    await page.waitForAddress(`/Insurance/ayb.html?id=${GIFT.id}`);
    await page.find('button', /^《保险条款》\s*已阅读$/);
    // The others opened and closed with 关闭 (their entries popped), then 立即领取.
    const read = await page.readDocuments();
    if (read.length !== 2)
      throw new Error(`read ${read.length} more documents: ${read.join(', ')}`);
    await page.tick(/我已逐页阅读上述内容并同意/);
    await page.shot('gift-3-consented', SHOTS);
    await page.click('button', '立即领取');
    await page.waitForAddress(`/Insurance/ayb/login.html?id=${GIFT.id}`);
    expectEqual(await page.historyLength(), start + 1, 'history entries on the form');

    // Signed in already: the form straight away; the insured is the visitor (本人).
    await page.find('h2', '最后一步 填写信息');
    await page.type('#gift-insured-name', person.name);
    await page.type('#gift-insured-idCard', person.idCard);
    const mobile = await page.find('#gift-insured-mobile');
    if ((await mobile.getAttribute('value')) === '') await page.type('#gift-insured-mobile', phone);
    await page.shot('gift-4-form', SHOTS);
    await page.click('button', '激活保障');

    await page.waitForAddress(
      new RegExp(`^/Insurance/ayb/successful\\.html\\?id=${GIFT.id}&policyNo=\\w+$`),
    );
    await heading(page, '领取成功');
    const policyNo = await (await page.find('[data-testid="gift-policy-no"]', /^\S+$/)).getText();
    await page.find('[data-testid="cover-start"]', /零时$/);
    await page.find('[data-testid="cover-end"]', /二十四时$/);
    // The server's word: the policy is the account's, on the sandbox's own list.
    const policies = await page.eval((number) => window.__sandbox.listPolicies(number), phone);
    if (!JSON.stringify(policies).includes(policyNo)) {
      throw new Error(`the server has no policy ${policyNo} for the account`);
    }
    // 领取成功 replaced the form: Back is the landing.
    expectEqual(await page.historyLength(), start + 1, 'history entries on 领取成功');
    await page.shot('gift-5-successful', SHOTS);

    // Back: the landing knows the claim (您已领取 with its policy), offers no 立即领取 of it again,
    // only 为家人领取 with its documents unread and its box unticked; no notice, no dialog.
    await page.back();
    await page.waitForAddress(`/Insurance/ayb.html?id=${GIFT.id}`);
    await heading(page, GIFT.name);
    const claimed = await page.find('[data-testid="gift-claimed"]', /您已领取/);
    if (!(await claimed.getText()).includes(policyNo)) {
      throw new Error(`您已领取 does not name the policy ${policyNo}`);
    }
    await page.find('button', '为家人领取');
    if (await page.has('button', '立即领取')) throw new Error('立即领取 offered again after Back');
    const ticked = await page.eval(() =>
      [...document.querySelectorAll('input[type="checkbox"]')].some((box) => box.checked),
    );
    if (ticked) throw new Error('the consent came back ticked');
    await page.noDialog();
    if ((await page.bodyText()).includes('您已进入投保流程')) {
      throw new Error('the entry notice came back');
    }
    // One 您已领取, one landing: nothing shown twice.
    const shownTwice = await page.eval(
      () =>
        document.querySelectorAll('[data-testid="gift-claimed"]').length !== 1 ||
        document.querySelectorAll('h1').length !== 1,
    );
    if (shownTwice) throw new Error('the landing shows its claim or its heading twice');
    await page.shot('gift-6-back-to-landing', SHOTS);

    // Forward is the finished claim again, never the form; Back, and Back again, is home.
    await page.forward();
    await heading(page, '领取成功');
    await page.find('[data-testid="gift-policy-no"]', policyNo);
    if (await page.has('button', '激活保障')) throw new Error('the claim form came back');
    await page.back();
    await page.waitForAddress(`/Insurance/ayb.html?id=${GIFT.id}`);
    await page.find('[data-testid="gift-claimed"]', /您已领取/);
    await page.noDialog();
    await page.back();
    await page.waitForAddress('/Home.html');
    await catalogueShown(page);
    await page.noScriptErrors();
  },
);

/** The policy list's cards as shown: each one's policy number, in order. */
const listedPolicies = (page) =>
  page.eval(() =>
    [...document.querySelectorAll('[data-testid="policy-card"] [data-testid="policy-no"]')].map(
      (el) => el.textContent.trim(),
    ),
  );

/** The list is there, with each policy once (a page loaded twice would show its cards twice). */
async function listShown(page) {
  await page.waitForAddress('/Policy.html');
  await heading(page, '我的保单');
  const numbers = await until(
    async () => {
      const listed = await listedPolicies(page);
      return listed.length >= 10 ? listed : null;
    },
    { what: 'the first page of policies' },
  );
  if (new Set(numbers).size !== numbers.length) {
    throw new Error(`a policy listed twice: ${numbers.join(', ')}`);
  }
  return numbers;
}

const scrollY = (page) => page.eval(() => Math.round(window.scrollY));

/** Back on a page whose place is kept: where it was left, within two pixels. */
async function placeKept(page, at) {
  await until(async () => Math.abs((await scrollY(page)) - at) <= 2, {
    what: `the place ${at} kept (at ${await scrollY(page)})`,
  });
}

globalThis.webkitTest(
  'the policy list -> a policy far down it -> 理赔报案, the electronic policy -> Back: the list at its place; 返回保单列表 is that Back',
  async (page) => {
    await demoSignedIn(page);
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await page.historyLength();

    // 保单 in the bottom navigation.
    await page.click('nav[aria-label="主导航"] a', '保单');
    const numbers = await listShown(page);
    expectEqual(await page.historyLength(), start + 1, 'history entries on the list');
    await page.shot('policies-1-list', SHOTS);

    // The last card of the first page, opened from where it is (the list scrolled down to it).
    const policyNo = numbers[9];
    const card = await page.find('[data-testid="policy-card"]', new RegExp(policyNo));
    const name = await page.eval((el) => el.querySelector('h2').textContent.trim(), card);
    const link = await page.eval((el) => el.querySelector('a'), card);
    // Where the list is left: the card in the middle of the screen, as the tap brings it.
    await page.eval((el) => el.scrollIntoView({ block: 'center' }), link);
    const at = await scrollY(page);
    if (at < 300) throw new Error(`the list scrolled only ${at} px to its tenth card`);
    await until(() => page.tap(link), { what: `a tap on the policy ${policyNo}` });
    await page.waitForAddress(`/Policy/policyDetail.html?policyNo=${policyNo}`);
    await heading(page, name);
    await page.find('[data-testid="policy-no"]', policyNo);
    expectEqual(await page.historyLength(), start + 2, 'history entries on the detail');
    const body = await page.bodyText();
    // Personal numbers masked: an ID number shows its first and last four, a phone its ends.
    if (/\d{17}[\dX]/.test(body.replace(new RegExp(policyNo, 'g'), ''))) {
      throw new Error('the detail shows an ID number unmasked');
    }
    if (/(^|\D)1[3-9]\d{9}(\D|$)/.test(body.replace(new RegExp(policyNo, 'g'), ''))) {
      throw new Error('the detail shows a phone number unmasked');
    }
    // As the e2e suite's maskId and maskMobile show them: 1101**********1234, 139****5678.
    await page.find(
      'section[aria-label="投保人"] [data-testid="id-number"]',
      /^\d{4}\*{10}[\dX]{4}$/,
    );
    await page.find('section[aria-label="投保人"]', /1\d{2}\*{4}\d{4}/);
    await page.shot('policies-2-detail', SHOTS);

    // 理赔报案 at the top scrolls to how a claim is reported, its heading focused.
    await page.click('button', '理赔报案');
    await until(
      () =>
        page.eval(() => {
          const claim = document.getElementById('policy-claim');
          const top = claim.getBoundingClientRect().top;
          // A smooth scroll may stop a fraction of a pixel past the heading (-0.5 px in WebKit).
          return document.activeElement === claim && top > -2 && top < window.innerHeight / 2;
        }),
      { what: 'the claim section brought to the top, its heading focused' },
    );
    const call = await page.eval(
      () =>
        document.getElementById('policy-claim').closest('section').querySelector('a[href^="tel:"]')
          ?.href,
    );
    if (!/^tel:\d{7,}$/.test(call ?? '')) throw new Error(`理赔报案 dials ${call}`);
    await page.shot('policies-3-claim', SHOTS);

    // The electronic policy: a document of its own (an entry); Back is the policy.
    await page.click('section[aria-label="电子保单"] button', '查看电子保单');
    await page.waitForAddress(`/Policy/policyDetail.html?policyNo=${policyNo}&doc=epolicy`);
    await heading(page, '电子保单');
    await page.waitForText(policyNo);
    await page.shot('policies-4-epolicy', SHOTS);
    await page.back();
    await page.waitForAddress(`/Policy/policyDetail.html?policyNo=${policyNo}`);
    await heading(page, name);
    await page.noDialog();

    // Back: the list, at the place it was left, each policy once.
    await page.back();
    await listShown(page);
    await placeKept(page, at);
    const seen = await page.eval(
      (el) => {
        const rect = el.getBoundingClientRect();
        return rect.bottom > 0 && rect.top < window.innerHeight;
      },
      await page.find('[data-testid="policy-card"]', new RegExp(policyNo)),
    );
    if (!seen) throw new Error(`the card ${policyNo} is not on the screen after Back`);
    expectEqual(await page.historyLength(), start + 3, 'history entries (the list, two ahead)');
    await page.shot('policies-5-back-to-list', SHOTS);

    // The detail's own 返回保单列表 is the same Back: no second list pushed on the first.
    await page.forward();
    await heading(page, name);
    await page.click('a', '返回保单列表');
    await listShown(page);
    await page.back();
    await page.waitForAddress('/Home.html');
    await catalogueShown(page);
    await page.noScriptErrors();
  },
);

globalThis.webkitTest(
  'the plan -> its preview: the share and its summary image (a canvas export) -> Back: the share’s dialog first, then the plan',
  async (page) => {
    await demoSignedIn(page);
    const start = await page.historyLength();
    await page.goto(`/Proposal?id=${PLAN}`);
    await heading(page, '张先生的家庭保障计划书');
    await page.find('a', '生成分享图片');
    await page.shot('plan-1-plan', SHOTS);
    await page.click('a', '生成分享图片');
    await page.waitForAddress(`/Proposal/Preview.html?id=${PLAN}`);
    expectEqual(await page.historyLength(), start + 2, 'history entries on the preview');

    // The image comes with the share: its QR code is the share's link (issue 24).
    await page.click('[data-testid="plan-share"] button', '生成分享链接');
    const card = await page.find('[data-testid="share-card"]');
    expectEqual(
      await card.getAttribute('data-share-title'),
      '一份家庭保障计划书，分享给你参考',
      'the share card’s title',
    );
    const css = 'section[aria-label="分享图片"] img';
    await page.find(css);
    const image = await page.realImage(css, { type: 'image/png', width: 375 });
    // What the image says: the share's title and the same total as the summary on the screen.
    const lines = JSON.parse(await (await page.find(css)).getAttribute('data-lines'));
    const total = lines[lines.indexOf('全家首年保费') + 1] ?? '';
    const summary = await page.eval(() => document.querySelector('main').innerText);
    if (
      !lines.includes('一份家庭保障计划书，分享给你参考') ||
      !/^¥\d+\.\d{2}$/.test(total) ||
      !summary.includes(total)
    ) {
      throw new Error(`the image says: ${lines.join(' | ')}`);
    }
    if (lines.some((line) => line.includes('张先生'))) throw new Error('the image names 张先生');
    console.info(`  the image: ${image.width}x${image.height}, ${image.bytes} bytes`);
    await page.eval(() =>
      document.querySelector('section[aria-label="分享图片"]').scrollIntoView({ block: 'start' }),
    );
    await page.shot('plan-2-preview-image', SHOTS);

    // 撤销分享 asks first, in a dialog with an entry of its own: Back closes it, revokes nothing.
    await page.click('[data-testid="plan-share"] button', '撤销分享');
    await page.find('[role="dialog"]', /撤销分享？/);
    // Faded in (antd-mobile's Dialog animates in): what the visitor reads before Back.
    await until(
      () =>
        page.eval(() => {
          const dialog = document.querySelector('[role="dialog"]');
          const popup = dialog.closest('.adm-center-popup') ?? dialog;
          return [popup, ...popup.querySelectorAll('*')].every(
            (el) => Number(getComputedStyle(el).opacity) >= 1,
          );
        }),
      { what: 'the dialog faded in' },
    );
    expectEqual(await page.historyLength(), start + 3, 'history entries with the dialog');
    await page.shot('plan-3-revoke-dialog', SHOTS);
    await page.back();
    await page.noDialog();
    await page.waitForAddress(`/Proposal/Preview.html?id=${PLAN}`);
    await page.find('[data-testid="share-card"]');
    await page.find(css);

    // Back: the plan it came from; Forward: the preview with its share and one image, drawn again.
    await page.back();
    await page.waitForAddress(`/Proposal.html?id=${PLAN}`);
    await heading(page, '张先生的家庭保障计划书');
    await page.noDialog();
    await page.forward();
    await page.waitForAddress(`/Proposal/Preview.html?id=${PLAN}`);
    await page.find('[data-testid="share-card"]');
    await page.realImage(css, { type: 'image/png', width: 375 });
    const shown = await page.eval(
      (selector) => ({
        images: document.querySelectorAll(selector).length,
        cards: document.querySelectorAll('[data-testid="share-card"]').length,
      }),
      css,
    );
    if (shown.images !== 1 || shown.cards !== 1) {
      throw new Error(`the preview shows ${shown.images} images, ${shown.cards} share cards`);
    }

    // Its 查看完整计划书 is that Back: the plan, no second one; then Back leaves the plan.
    await page.click('a', '查看完整计划书');
    await page.waitForAddress(`/Proposal.html?id=${PLAN}`);
    await heading(page, '张先生的家庭保障计划书');
    await page.back();
    await page.waitForAddress('/doc/privacy.html');
    await page.noScriptErrors();
  },
);
