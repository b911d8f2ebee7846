/* global window, document */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './browser.mjs';

/**
 * Every built screen opened once in WebKit, signed in as the demo account: no script error, no
 * sideways scrolling. The screens are the page files under src/pages (app/screens.ts: a file's
 * path is its URL), each opened at an address that shows it with the sandbox's own data.
 */

const pages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/pages');
const DEMO_PHONE = '13800138000';

/** The route of every page file (`Active/Poster/$id.tsx` -> `/Active/Poster/$id`). */
function screenFiles(dir = pages, prefix = '') {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('_')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...screenFiles(full, `${prefix}/${name}`));
    else if (name.endsWith('.tsx')) found.push(`${prefix}/${name.slice(0, -4)}`);
  }
  return found;
}

/**
 * The address that opens a route with the sandbox's data (ids from src/mocks/fixtures; the demo
 * account's own order and policy from the sandbox).
 */
function addressOf(route, { orderId, policyNo }) {
  const id = (value) => route.replace('$id', value);
  if (route === '/index') return '/';
  if (route.startsWith('/Active/Articles/$id/articles/p1')) return id('304');
  if (route.startsWith('/Active/Articles/$id/articles/page')) return id('401');
  if (route.startsWith('/Active/Articles/$id')) return id('301');
  if (/^\/Active\/(Customized|CustomizedV2|Made|MadeSpecial)\/\$id/.test(route)) {
    return id('family2026');
  }
  if (route.startsWith('/Active/Poster/$id')) return id('medical-2026');
  if (route.startsWith('/FollowOfficial/$id')) return id(orderId);
  if (route.startsWith('/BootPage1')) return `${route}?id=parents`;
  if (route.startsWith('/BootPage')) return `${route}?id=autumn-2025`;
  if (route.startsWith('/Insurance/')) return `${route}?id=120`;
  if (route === '/Policy/policyDetail') return `${route}?policyNo=${policyNo}`;
  if (route.startsWith('/Proposal')) return `${route}?id=P7K3QX2M`;
  if (/\/(Pay|Payback|InsuranceSuccess|wechat|unwechat|payment)$/.test(route)) {
    return `${route}?orderId=${orderId}`;
  }
  if (route.startsWith('/ProductAnsheng')) return `${route}?id=109`;
  if (route.startsWith('/Product/') || route === '/Product') return `${route}?id=106`;
  if (/^\/(ProductNew|Insured|healthStatement)/.test(route)) return `${route}?id=101`;
  return route;
}

/** The screen has drawn: its heading (or, for a part shown on its own, its main), nothing busy. */
async function settled(page) {
  return until(
    () =>
      page.eval(
        () =>
          document.readyState === 'complete' &&
          !!document.querySelector('h1, main') &&
          !document.querySelector('[aria-busy="true"]') &&
          [...document.images].every(
            (img) => img.complete || img.getBoundingClientRect().top > window.innerHeight,
          ),
      ),
    { timeout: 15_000, what: 'the screen to settle' },
  ).then(
    () => true,
    () => false,
  );
}

/** The group of a route: its first segment, and for the campaigns (/Active) its second too. */
function groupOf(route) {
  const [first, second] = route.split('/').slice(1);
  return first === 'Active' ? `/${first}/${second}` : `/${first}`;
}

/**
 * The screens a link from outside opens first (a chat, an ad): what `npm test` opens in WebKit
 * (WEBKIT_SCREENS=landings), the rest of the sweep being run by hand (`npm run test:webkit`).
 */
const LANDINGS =
  /^\/(index|Home|ProductNew|ProductNew\/trail|Active\/Poster\/\$id|Active\/InformationFow|Active\/shortvideo|Active\/Articles\/\$id|Active\/CustomizedV2\/\$id|Active\/CustomizedInv|Insurance\/ayb|BootPage|BootPage1|Proposal\/Preview|Insured)$/;
// WEBKIT_SCREENS=<pattern> opens only the routes it matches (by hand, while fixing one).
const only =
  process.env.WEBKIT_SCREENS === 'landings'
    ? LANDINGS
    : process.env.WEBKIT_SCREENS
      ? new RegExp(process.env.WEBKIT_SCREENS)
      : null;
const groups = new Map();
for (const route of screenFiles().filter((r) => !only || only.test(r))) {
  const group = groupOf(route);
  groups.set(group, [...(groups.get(group) ?? []), route]);
}

// One test (one fresh browser) a group of screens, so each has its own time and ceiling.
for (const [group, screens] of groups) {
  globalThis.webkitTest(
    `every built screen of ${group} (${screens.length}) opens with no script error and no sideways scrolling`,
    (page) => openEach(page, screens),
    { timeout: 60_000 + screens.length * 30_000 },
  );
}

async function openEach(page, screens) {
  await page.goto('/doc/privacy');
  // The listener hears what the page throws (else this test could pass on a broken page).
  await page.eval(() => window.setTimeout(() => window.__wkSelfCheck.boom()));
  await until(async () => (await page.errors()).errors.length === 1, {
    what: 'the self-check error',
  });
  await page.clearErrors();
  await page.signIn(DEMO_PHONE);
  const { orderId, policyNo } = await page.eval((phone) => {
    const orders = window.__sandbox.listOrders(phone);
    const paid = orders.find((order) => order.policyNo) ?? orders[0];
    return { orderId: paid?.orderId ?? 'none', policyNo: paid?.policyNo ?? 'none' };
  }, DEMO_PHONE);
  const problems = [];
  for (const route of screens) {
    const address = addressOf(route, { orderId, policyNo });
    const t0 = Date.now();
    await page.goto(address);
    const drawn = await settled(page);
    // Late errors (a chunk, the data) have had their time while the screen settled.
    const { errors, leaving } = await page.errors();
    await page.clearErrors();
    const wider = await page.overflow();
    const found = [
      ...errors.map((error) => `script error: ${error}`),
      ...(wider > 0 ? [`${wider}px wider than the screen`] : []),
    ];
    problems.push(...found.map((problem) => `${route} (${address}): ${problem}`));
    // Said as it goes, so a run that hits its ceiling still tells what it saw.
    const notes = [
      ...found,
      ...(drawn ? [] : [`not settled in 15 s (at ${await page.address()})`]),
      // What a page said as the test took the tab away from it (WebKit cancels its loads).
      ...leaving.map((error) => `while being left: ${error}`),
    ];
    console.info(`  ${route} ${Date.now() - t0} ms${notes.map((n) => `\n    ${n}`).join('')}`);
    if (process.env.WEBKIT_SHOTS === '1') {
      await page.shot(`screens/${route.replace(/\//g, '_').replace(/\$/g, '')}`);
    }
  }
  if (problems.length) throw new Error(`in WebKit:\n  ${problems.join('\n  ')}`);
}
