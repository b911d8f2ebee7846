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

globalThis.webkitTest(
  'every built screen opens with no script error and no sideways scrolling',
  async (page) => {
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
    const unsettled = [];
    /** What pages said as the test took the tab away from them (WebKit cancels their loads). */
    const left = [];
    // WEBKIT_SCREENS=<pattern> opens only the routes it matches (by hand, while fixing one).
    const only = process.env.WEBKIT_SCREENS ? new RegExp(process.env.WEBKIT_SCREENS) : null;
    const screens = screenFiles().filter((route) => !only || only.test(route));
    const times = [];
    for (const route of screens) {
      const address = addressOf(route, { orderId, policyNo });
      const t0 = Date.now();
      await page.goto(address);
      if (!(await settled(page)))
        unsettled.push(`${route} (${address} -> ${await page.address()})`);
      // Late errors (a chunk, the data) have had their time while the screen settled.
      const { errors, leaving } = await page.errors();
      if (errors.length) problems.push(`${route} (${address}): ${errors.join(' | ')}`);
      if (leaving.length) left.push(...leaving);
      await page.clearErrors();
      const wider = await page.overflow();
      if (wider > 0) problems.push(`${route} (${address}): ${wider}px wider than the screen`);
      times.push([route, Date.now() - t0]);
      if (process.env.WEBKIT_SHOTS === '1') {
        await page.shot(`screens/${route.replace(/\//g, '_').replace(/\$/g, '')}`);
      }
    }
    const slowest = times.sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.info(
      `  ${screens.length} screens; slowest: ${slowest.map(([r, ms]) => `${r} ${ms} ms`).join(', ')}`,
    );
    if (unsettled.length) console.info(`  not settled in 15 s:\n    ${unsettled.join('\n    ')}`);
    if (left.length) console.info(`  errors while being left:\n    ${left.join('\n    ')}`);
    if (problems.length) throw new Error(`in WebKit:\n  ${problems.join('\n  ')}`);
  },
  { timeout: 900_000 },
);
