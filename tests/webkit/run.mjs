#!/usr/bin/env node
/**
 * The WebKit leg of the end-to-end suite (issue 27): the iPhone-in-the-messaging-app profile in
 * WebKit itself (WebKitGTK's MiniBrowser through WebKitWebDriver, tests/webkit/browser.mjs) on the
 * demo build behind the project's nginx config, as the Playwright suite serves it.
 *
 *   node tests/webkit/run.mjs [spec files...] [-g <title pattern>]
 *
 * WEBKIT_PORT (default 4180; not 4190, a port fetch refuses) serves dist-demo; the driver listens on the next port. Each test gets
 * a fresh browser (its own storage, hence its own sandbox database). Prints each test's time.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Page, startDriver, until } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const PORT = Number(process.env.WEBKIT_PORT ?? 4180);
const origin = `http://localhost:${PORT}`;

const args = process.argv.slice(2);
const grepAt = args.indexOf('-g');
const grep = grepAt >= 0 ? new RegExp(args[grepAt + 1]) : null;
const files = args.filter((_, i) => grepAt < 0 || (i !== grepAt && i !== grepAt + 1));
const specs = files.length
  ? files.map((file) => path.resolve(file))
  : readdirSync(here)
      .filter((name) => name.endsWith('.spec.mjs'))
      .sort()
      .map((name) => path.join(here, name));

if (!existsSync(path.join(root, 'dist-demo/index.html'))) {
  console.error('no dist-demo: run `npm run build:demo` first');
  process.exit(1);
}

const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());
// The driver, its display and its browsers are a process group of their own: ended on any exit.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** The demo build behind the project's nginx, unless something already serves it there. */
async function serve() {
  if (
    await fetch(origin).then(
      (reply) => reply.ok,
      () => false,
    )
  )
    return;
  const server = spawn(
    process.execPath,
    [path.join(root, 'tests/e2e/nginx.mjs'), 'dist-demo', String(PORT), '--sandbox'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  stops.push(() => server.kill('SIGTERM'));
  await until(
    () =>
      fetch(origin).then(
        (reply) => reply.ok,
        () => false,
      ),
    {
      timeout: 30_000,
      what: `the demo build on ${origin}`,
    },
  );
}

const tests = [];
/** What a spec file calls for each test: `test(title, async (page) => {...})`. */
globalThis.webkitTest = (title, fn, { timeout = 180_000 } = {}) =>
  tests.push({ title, fn, timeout });

let failed = 0;
const timings = [];
const started = Date.now();
try {
  await serve();
  const driver = await startDriver(PORT + 1);
  stops.push(driver.stop);
  for (const spec of specs) {
    const before = tests.length;
    await import(pathToFileURL(spec).href);
    for (const entry of tests.slice(before)) entry.file = path.relative(root, spec);
  }
  for (const { title, fn, timeout, file } of tests) {
    if (grep && !grep.test(title)) continue;
    const t0 = Date.now();
    let page;
    let outcome = 'ok';
    let timer;
    try {
      // Its own bounded tries (Page.open): the test's ceiling starts once the browser is there.
      page = await Page.open(driver.url, origin);
      await Promise.race([
        fn(page),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`test timed out after ${timeout} ms`)),
            timeout,
          );
        }),
      ]);
    } catch (error) {
      outcome = 'FAILED';
      failed += 1;
      console.error(`\n✘ ${title}\n${error?.stack ?? error}`);
      if (page) {
        const name = title.replace(/[^\w一-龥-]+/g, '-').slice(0, 60);
        const shot = await page.shot(`failed-${name}`).catch(() => null);
        if (shot) console.error(`  screenshot: ${path.relative(root, shot)}`);
        console.error(`  at ${await page.address().catch(() => '?')}`);
      }
    } finally {
      clearTimeout(timer);
      await page?.close();
    }
    const seconds = (Date.now() - t0) / 1000;
    timings.push({ title, file, seconds, outcome });
    console.info(`${outcome === 'ok' ? '✔' : '✘'} ${title} (${seconds.toFixed(1)} s)`);
  }
} finally {
  stopAll();
}
console.info(
  `\nWebKit leg: ${timings.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);
