/* global window, document */
import { expectEqual, freshPhone, until } from './browser.mjs';

/**
 * The campaign pages in WebKit, as a visitor in the messaging app uses them (the iphone-wechat
 * profile of tests/e2e/campaign.spec.ts and history-after.spec.ts), each with Back through it: a
 * poster landing's lead form (its sticky button to the form, the lead sent and kept by the
 * server) and the poster maker (a poster chosen, signed, and drawn with its QR code into an image:
 * a canvas exported as a JPEG). Screens are saved under test-results/webkit-journeys/.
 *
 * Sandbox facts (src/mocks/fixtures/landings.ts): poster landing medical-2026 is on, its lead
 * needs no SMS code; the poster kit `current` has three posters, the second p-parents.
 */

const SHOTS = 'webkit-journeys';
const LANDING = 'medical-2026';

const catalogueShown = (page) => page.find('[data-product-id] a');

/** Whether the element is wholly inside the screen (between the bars fixed at top and bottom). */
const onScreen = (page, element) =>
  page.eval((el) => {
    const rect = el.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= window.innerHeight;
  }, element);

globalThis.webkitTest(
  'a poster landing: its sticky button to the lead form -> the lead sent (the server’s) -> Back is the page before; Forward shows it sent, no form',
  async (page) => {
    const phone = freshPhone();
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await page.historyLength();
    await page.goto(`/Active/Poster/${LANDING}?ref=abc123`);
    await page.find('[data-testid="site-footer"]', /经营保险代理业务许可证/);
    expectEqual(await page.historyLength(), start + 1, 'history entries on the landing');
    await page.shot('lead-1-landing', SHOTS);

    // The sticky button (the bar at the bottom) scrolls to the form and into its first field.
    await page.click('main > div:last-of-type button', '预约顾问讲解');
    const name = await page.find('form input[placeholder="如：王先生、李女士"]');
    await until(() => onScreen(page, name), { what: 'the name field brought onto the screen' });
    await until(() => page.eval((el) => document.activeElement === el, name), {
      what: 'the name field focused',
    });
    await page.shot('lead-2-form', SHOTS);
    await page.type('form input[placeholder="如：王先生、李女士"]', '李女士');
    await page.click('form button', '父母');
    await page.find('form button[aria-pressed="true"]', '父母');
    await page.type('form input[placeholder="请输入手机号"]', phone);
    await page.tick(/我已阅读并同意/);
    await page.shot('lead-3-filled', SHOTS);
    await page.click('form button', '预约顾问讲解');

    // The server's word: 提交成功 with its reply, and the lead in its keeping, once.
    const sent = await page.find('section[aria-live="polite"]', /提交成功/);
    // Its mark is a chunk of its own, loaded with the success (LeadForm's CheckOutline).
    await page.find('section[aria-live="polite"] svg');
    await page.shot('lead-4-sent', SHOTS);
    const leads = await until(
      async () => {
        const rows = (await page.savedRows('leads')).filter((row) => row.phone === phone);
        return rows.length ? rows : null;
      },
      { what: 'the lead in the sandbox' },
    );
    if (leads.length !== 1) throw new Error(`the server took ${leads.length} leads`);
    const [lead] = leads;
    const expected = { kind: 'poster', pageId: LANDING, name: '李女士', insured: 'parents' };
    for (const [key, value] of Object.entries({ ...expected, ref: 'abc123' })) {
      expectEqual(lead[key], value, `the lead's ${key}`);
    }
    if ((await sent.getText()).replace(/\s+/g, '') === '提交成功') {
      throw new Error('提交成功 says nothing of what comes next');
    }
    // Sending is no navigation: the landing's entry, nothing pushed.
    expectEqual(await page.address(), `/Active/Poster/${LANDING}.html?ref=abc123`, 'the address');
    expectEqual(await page.historyLength(), start + 1, 'history entries after sending');
    if (await page.has('form')) throw new Error('the form is still there after sending');

    // Back: the page before the landing, never the form again.
    await page.back();
    await page.waitForAddress('/Home.html');
    await catalogueShown(page);

    // Forward (the landing loaded again): it says the lead was sent, with no empty form.
    await page.forward();
    await page.waitForAddress(`/Active/Poster/${LANDING}.html?ref=abc123`);
    await page.find('[data-testid="lead-form-place"], section[aria-live="polite"]');
    await page.eval(() =>
      document
        .querySelector('[data-testid="lead-form-place"]')
        ?.scrollIntoView({ block: 'center' }),
    );
    await page.find('section[aria-live="polite"]', /提交成功/);
    if (await page.has('form')) throw new Error('an empty form came back on Forward');
    await page.shot('lead-5-forward', SHOTS);
    const again = (await page.savedRows('leads')).filter((row) => row.phone === phone);
    expectEqual(again.length, 1, 'leads after Back and Forward');
    await page.noScriptErrors();
  },
);

globalThis.webkitTest(
  'the poster maker: the second poster, signed with a name, drawn with its QR code into an image (a canvas export) -> Back is the page before; Forward starts afresh',
  async (page) => {
    await page.goto('/Home');
    await catalogueShown(page);
    const start = await page.historyLength();
    await page.goto('/Active/Poster/page');
    await page.find('h1', '冬季家庭保障月');
    await page.find('[data-testid="poster-index"]', '1/3');
    await page.shot('poster-1-maker', SHOTS);

    // 下一张 scrolls the carousel (smoothly) to the second poster, and the count follows it.
    await page.click('button', '下一张');
    await page.find('[data-testid="poster-index"]', '2/3');
    await until(
      () =>
        page.eval(() => {
          const track = document.querySelector('[aria-roledescription="carousel"]');
          const current = track.querySelector('[aria-current="true"]');
          const shown = current.getBoundingClientRect();
          const frame = track.getBoundingClientRect();
          return (
            [...track.children].indexOf(current) === 1 &&
            shown.left >= frame.left - 1 &&
            shown.right <= frame.right + 1
          );
        }),
      { what: 'the second poster in the carousel’s frame' },
    );
    // The count still says the second once the carousel has come to rest.
    await page.find('[data-testid="poster-index"]', '2/3');

    await page.click('button', '我的称呼');
    await page.type('input[placeholder="填写您的称呼（只印在海报上）"]', '小林');
    await page.click('button', '生成海报');
    const css = '[data-testid="poster-image"]';
    await page.find(css);
    const image = await page.realImage(css, { type: 'image/jpeg', width: 375 });
    console.info(`  the poster: ${image.width}x${image.height}, ${image.bytes} bytes`);
    expectEqual(
      await (await page.find(css)).getAttribute('alt'),
      await page.eval(() =>
        document.querySelector('[aria-current="true"] img').getAttribute('alt'),
      ),
      'the image’s alt (the poster chosen)',
    );
    await page.waitForText('长按海报图片，发送给朋友或保存到手机');
    // The server gave the poster its referral key (what its QR code carries).
    const referrals = await until(
      async () => {
        const rows = await page.savedRows('referrals');
        return rows.length ? rows : null;
      },
      { what: 'the referral key in the sandbox' },
    );
    expectEqual(referrals.length, 1, 'referral keys given');
    expectEqual(referrals[0].posterId, 'p-parents', 'the poster the key was given for');
    await page.eval(
      (selector) => document.querySelector(selector).scrollIntoView({ block: 'center' }),
      css,
    );
    await page.shot('poster-2-image', SHOTS);

    // 复制文案: the caption to the clipboard (the async API in WebKit), and the visitor told so.
    await page.click('button', '复制文案');
    await page.find('.adm-toast-main', '已复制');

    // Back: the page before the maker; Forward: the maker afresh (the first poster, no image).
    expectEqual(await page.historyLength(), start + 1, 'history entries on the maker');
    await page.back();
    await page.waitForAddress('/Home.html');
    await catalogueShown(page);
    await page.forward();
    await page.waitForAddress('/Active/Poster/page.html');
    await page.find('[data-testid="poster-index"]', '1/3');
    if (await page.has(css)) throw new Error('the drawn poster came back on Forward');
    await page.noDialog();
    await page.noScriptErrors();
  },
);
