/* global window, document, getComputedStyle, history, Image, indexedDB */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, By } from 'selenium-webdriver';

/**
 * The WebKit leg's browser: Debian's WebKitGTK (webkit2gtk-driver: WebKitWebDriver driving its
 * MiniBrowser) under a virtual display (xvfb-run), through selenium-webdriver. MiniBrowser of
 * WebKitGTK 2.50 has no headless mode, hence the display; WebKitWebDriver speaks classic WebDriver
 * only (no BiDi: a session asking for `webSocketUrl` is refused), so there are no console or
 * network events and no script that runs before the page's own: errors are heard by a listener
 * put into each page as soon as it has loaded (watchErrors).
 */

export const MINIBROWSER =
  process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// WeChat 8.0 on iOS 17, as the messaging app's in-app browser sends it (tests/e2e/playwright.config.ts):
// with it the sandbox installs its stand-in WeixinJSBridge (pay sheet, JS-SDK answers).
export const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

/** The iPhone-in-the-messaging-app profile's viewport (tests/e2e/playwright.config.ts). */
export const VIEWPORT = { width: 390, height: 844 };

/**
 * MiniBrowser's toolbar (back, forward, reload, address entry) makes its window at least 447 px
 * wide. A GTK style sheet of its own shrinks the toolbar's widgets to nothing, so the window, and
 * the page, can be 390 px wide; the page itself is untouched (GTK styles do not reach web content).
 */
const GTK_CSS = `headerbar, toolbar, entry, button, label, box, image {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;
}\n`;

/**
 * Starts WebKitWebDriver on `port` under xvfb-run. Returns a stop function that ends it, its
 * display and every browser it started (one process group).
 */
export async function startDriver(port) {
  const config = mkdtempSync(path.join(tmpdir(), 'jingxuan-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, XDG_CONFIG_HOME: config, LANG: 'zh_CN.UTF-8' },
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://localhost:${port}`;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`);
      const reply = await fetch(`${url}/status`).catch(() => null);
      return reply?.ok;
    },
    { timeout: 20_000, what: `WebKitWebDriver on port ${port}` },
  );
  return {
    url,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

/**
 * The ceiling of every wait: a busy 2-core machine (other suites beside this one) took 19 s for a
 * fresh MiniBrowser's first catalogue, where an idle one takes 2.5 s.
 */
export const CEILING = Number(process.env.WEBKIT_CEILING ?? 30_000);

/** How long a fresh MiniBrowser may take to start (a few seconds on an idle machine). */
const START_TIMEOUT = Number(process.env.WEBKIT_START_TIMEOUT ?? 30_000);

/**
 * Polls `check` until it returns something truthy (returned), or throws after `timeout` ms with
 * what was awaited and the last error. A ceiling, not a wait: it returns as soon as the condition
 * holds.
 */
export async function until(
  check,
  { timeout = CEILING, interval = 100, what = 'a condition' } = {},
) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) {
      throw new Error(
        `timed out after ${timeout} ms waiting for ${what}${last ? `: ${last}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * Put into each page after it loads: uncaught errors and unhandled rejections from then on, kept
 * in sessionStorage so a full navigation the page makes itself does not lose those before it.
 * console.error is recorded too (React reports render errors there), apart. What fails while the
 * test itself takes the tab elsewhere (Page.goto sets `wk:leaving`) is kept apart as well: WebKit
 * cancels a page's loads as soon as a navigation away starts, and the page, still running, hears
 * its pending imports and requests fail (Chromium tears the page down without a word).
 */
function installWatch() {
  sessionStorage.removeItem('wk:leaving');
  if (window.__wkWatch) return;
  window.__wkWatch = true;
  const keep = (key, text) => {
    const into = sessionStorage.getItem('wk:leaving') ? 'wk:leaving-errors' : key;
    const list = JSON.parse(sessionStorage.getItem(into) ?? '[]');
    list.push(`${window.location.pathname}: ${text}`);
    sessionStorage.setItem(into, JSON.stringify(list));
  };
  window.addEventListener('error', (event) =>
    keep('wk:errors', `${event.message} (${event.filename}:${event.lineno})`),
  );
  window.addEventListener('unhandledrejection', (event) =>
    keep('wk:errors', `unhandled rejection: ${event.reason?.stack ?? event.reason}`),
  );
  // A page shown again from the back-forward cache (no reload): said apart, for the Back tests.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) keep('wk:restored', 'shown from the back-forward cache');
  });
  const original = console.error.bind(console);
  console.error = (...args) => {
    keep(
      'wk:console',
      args
        .map((arg) => String(arg?.stack ?? arg))
        .join(' ')
        .slice(0, 500),
    );
    original(...args);
  };
}

/** The WebKit page of one test: a fresh MiniBrowser (its own storage, its own sandbox). */
export class Page {
  constructor(driver, origin) {
    this.driver = driver;
    this.origin = origin;
  }

  /**
   * A fresh MiniBrowser. On a loaded machine WebKitWebDriver now and then never answers a new
   * session (no MiniBrowser is left running; it waited a quarter of an hour): a start that takes
   * longer than `timeout` is given up (the session, should it come after all, is ended) and tried
   * again, `attempts` times in all.
   */
  static async open(driverUrl, origin, { attempts = 3, timeout = START_TIMEOUT } = {}) {
    const capabilities = {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        args: ['--automation', `--user-agent=${IOS_WECHAT_UA}`, '--time-zone=Asia/Shanghai'],
      },
    };
    for (let attempt = 1; ; attempt += 1) {
      const starting = new Builder().usingServer(driverUrl).withCapabilities(capabilities).build();
      let timer;
      const driver = await Promise.race([
        starting,
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(null), timeout);
        }),
      ]).finally(() => clearTimeout(timer));
      if (driver) {
        const page = new Page(driver, origin);
        await page.resize(VIEWPORT);
        return page;
      }
      starting.then(
        (late) => late.quit().catch(() => {}),
        () => {},
      );
      if (attempt >= attempts) {
        throw new Error(`the browser did not start (${attempts} tries of ${timeout / 1000} s)`);
      }
      console.warn(`  the browser did not start in ${timeout / 1000} s: starting another`);
    }
  }

  /** Makes the page (not the window) this size: the toolbar's height is measured and added. */
  async resize({ width, height }) {
    const window = this.driver.manage().window();
    await window.setRect({ x: 0, y: 0, width, height });
    const inner = await this.driver.executeScript('return [innerWidth, innerHeight]');
    await window.setRect({
      width: width + (width - inner[0]),
      height: height + (height - inner[1]),
    });
    this.viewport = await this.driver.executeScript(
      'return { width: innerWidth, height: innerHeight }',
    );
  }

  /** Ends the browser; one that does not answer within 20 s is left to the driver's end. */
  async close() {
    let timer;
    await Promise.race([
      this.driver.quit().catch(() => {}),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 20_000);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Opens an address of the site (full load, as a link from outside does), watching for errors. */
  async goto(address) {
    await this.leaving();
    await this.driver.get(new URL(address, this.origin).href);
    await this.watch();
  }

  /**
   * The test is about to take the tab away from the page (an address opened, Back, Forward): what
   * the page hears fail from now until the next page is watched is its being left (installWatch).
   * A Back or Forward within the page (the app's own entries) clears it again at once (watch).
   */
  async leaving() {
    await this.driver
      .executeScript(() => window.__wkWatch && sessionStorage.setItem('wk:leaving', '1'))
      .catch(() => {});
  }

  /** Puts the error listener into the page now showing, if it has none yet. */
  async watch() {
    await this.driver.executeScript(installWatch);
  }

  /**
   * Errors heard so far in this tab (uncaught and unhandled), console.error calls, and errors of
   * pages the test was taking the tab away from (see installWatch).
   */
  async errors() {
    await this.watch();
    return this.driver.executeScript(() => ({
      errors: JSON.parse(sessionStorage.getItem('wk:errors') ?? '[]'),
      console: JSON.parse(sessionStorage.getItem('wk:console') ?? '[]'),
      leaving: JSON.parse(sessionStorage.getItem('wk:leaving-errors') ?? '[]'),
      restored: JSON.parse(sessionStorage.getItem('wk:restored') ?? '[]'),
    }));
  }

  /** No script error heard in this tab so far, or it throws naming them. */
  async noScriptErrors() {
    const { errors } = await this.errors();
    if (errors.length) throw new Error(`script errors: ${errors.join(' | ')}`);
  }

  async clearErrors() {
    await this.driver.executeScript(() => {
      for (const key of ['wk:errors', 'wk:console', 'wk:leaving-errors', 'wk:restored']) {
        sessionStorage.removeItem(key);
      }
    });
  }

  eval(fn, ...args) {
    return this.driver.executeScript(fn, ...args);
  }

  /** Path + query + hash, as the address bar shows it. */
  async address() {
    const url = new URL(await this.driver.getCurrentUrl());
    return url.pathname + url.search + url.hash;
  }

  /**
   * Waits until the address is `expected` (a string; a RegExp it matches; a function of it that
   * says yes).
   */
  async waitForAddress(expected, timeout) {
    return until(
      async () => {
        const now = await this.address();
        if (typeof expected === 'string') return now === expected;
        return expected instanceof RegExp ? expected.test(now) : expected(now);
      },
      { timeout, what: `the address ${expected} (at ${await this.address().catch(() => '?')})` },
    );
  }

  /**
   * The first element matching `css` whose text (trimmed, spaces squeezed; or its aria-label) is
   * `text` (a string: equal; a RegExp: matching), visible. Waits for it.
   */
  async find(css, text, { timeout = CEILING } = {}) {
    const source = text instanceof RegExp ? text.source : null;
    const flags = text instanceof RegExp ? text.flags : '';
    const exact = typeof text === 'string' ? text : null;
    return until(
      () =>
        this.driver.executeScript(
          (selector, exactText, pattern, patternFlags) => {
            const visible = (el) => {
              const rect = el.getBoundingClientRect();
              const style = window.getComputedStyle(el);
              return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
            };
            const re = pattern === null ? null : new RegExp(pattern, patternFlags);
            for (const el of document.querySelectorAll(selector)) {
              if (!visible(el)) continue;
              const own = (el.innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
              const label = el.getAttribute('aria-label') ?? '';
              if (exactText === null && re === null) return el;
              if (exactText !== null && (own === exactText || label === exactText)) return el;
              if (re && (re.test(own) || re.test(label))) return el;
            }
            return null;
          },
          css,
          exact,
          source,
          flags,
        ),
      { timeout, what: `${css}${text ? ` "${text}"` : ''} on ${await this.address()}` },
    );
  }

  /** Clicks it as a visitor taps it: WebDriver's element click (a real mouse click in WebKit). */
  async click(css, text, { timeout = CEILING } = {}) {
    // As Playwright does, it waits until the element takes the click: a dialog still fading in,
    // a sheet still sliding, is "not interactable" to WebKitWebDriver for that moment.
    return until(async () => this.tap(await this.find(css, text, { timeout })), {
      timeout,
      what: `a click on ${css}${text ? ` "${text}"` : ''}`,
    });
  }

  /**
   * One click on the element, brought to the middle of the screen first (away from the bars fixed
   * at the top and bottom): the element, or null when it did not take the click yet.
   */
  async tap(element) {
    await this.driver.executeScript((el) => el.scrollIntoView({ block: 'center' }), element);
    try {
      await element.click();
    } catch (error) {
      if (/NotInteractable|ClickIntercepted|StaleElement/.test(error?.name)) return null;
      throw error;
    }
    return element;
  }

  /** Types into the field (emptied first) with real key events. */
  async type(css, value) {
    const field = await this.find(css);
    await field.clear();
    await field.sendKeys(value);
    return field;
  }

  /** Whether `css` (with `text`, as in find) is on the page and visible now. */
  async has(css, text) {
    return this.find(css, text, { timeout: 0 }).then(
      () => true,
      () => false,
    );
  }

  async bodyText() {
    return this.driver.executeScript(() => document.body.innerText);
  }

  /** Waits until the page's text contains `text`. */
  async waitForText(text, timeout) {
    return until(async () => (await this.bodyText()).includes(text), {
      timeout,
      what: `"${text}" on ${await this.address()}`,
    });
  }

  /** The sandbox is up and its service worker answers the page's API calls. */
  async sandboxControlling() {
    await until(
      () => this.eval(() => !!window.__sandbox && !!navigator.serviceWorker?.controller),
      {
        what: 'the sandbox controlling the page',
      },
    );
  }

  /**
   * Signs the demo account in without the log-in screens (as tests/e2e/support.ts signIn does):
   * a token the sandbox really issued, stored where the app keeps it, once the sandbox has saved
   * the session (a full load reloads the sandbox from IndexedDB).
   */
  async signIn(phone) {
    await this.sandboxControlling();
    const token = await this.eval((number) => {
      const issued = window.__sandbox.signIn(number);
      localStorage.setItem('user_token', issued);
      return issued;
    }, phone);
    await until(
      async () => (await this.savedRows('sessions')).some((row) => String(row.id) === token),
      { what: 'the sandbox to save the session' },
    );
    return token;
  }

  /**
   * The rows of a collection of the sandbox's saved database (IndexedDB `sandbox`/`snapshot`/`db`,
   * src/mocks/db.ts): what its server has kept, as a full load would find it. The sandbox saves
   * after each change, but asynchronously: wait for a row with `until`.
   */
  async savedRows(collection) {
    return this.driver.executeAsyncScript((name, done) => {
      const open = indexedDB.open('sandbox');
      open.onerror = () => done([]);
      open.onsuccess = () => {
        const db = open.result;
        const get = db.transaction('snapshot').objectStore('snapshot').get('db');
        get.onsuccess = () => {
          db.close();
          done(get.result?.collections?.[name] ?? []);
        };
        get.onerror = () => done([]);
      };
    }, collection);
  }

  /**
   * Saves a screenshot of the viewport (test-results/<folder>/<name>.png, the folder `webkit`
   * unless told) and returns its path.
   */
  async shot(name, folder = 'webkit') {
    const file = path.resolve('test-results', folder, `${name}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
    return file;
  }

  /** How far the page is wider than the screen (0 or less: no sideways scrolling). */
  async overflow() {
    return this.eval(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /** How many entries the tab's history has (the Navigation API is not there to count with). */
  async historyLength() {
    return this.eval(() => history.length);
  }

  /** Waits until no dialog is open (a sheet, a notice, a document read full screen). */
  async noDialog() {
    await until(() => this.eval(() => !document.querySelector('[role="dialog"]')), {
      what: `no dialog on ${await this.address()}`,
    });
  }

  /**
   * Ticks the checkbox whose label matches `pattern` (a RegExp), as a visitor does: a tap on the
   * box (on its label where the box itself is hidden; the middle of a label can be a link to the
   * document it names), unless it is ticked already; waits until it is.
   */
  async tick(pattern) {
    const label = await until(
      () =>
        this.eval((source) => {
          const re = new RegExp(source);
          for (const input of document.querySelectorAll('input[type="checkbox"]')) {
            const labelled = input.closest('label') ?? input.parentElement;
            const name = [
              input.getAttribute('aria-label') ?? '',
              ...[...(input.labels ?? [])].map((l) => l.innerText),
              labelled?.innerText ?? '',
            ].join(' ');
            if (!re.test(name)) continue;
            if (input.checked) return 'checked';
            const box = input.getBoundingClientRect();
            const shown =
              box.width >= 8 && box.height >= 8 && getComputedStyle(input).opacity !== '0';
            return shown ? input : labelled;
          }
          return null;
        }, pattern.source),
      { what: `the checkbox ${pattern}` },
    );
    if (label === 'checked') return;
    await until(() => this.tap(label), { what: `a click on ${pattern}` });
    await until(
      () =>
        this.eval((source) => {
          const re = new RegExp(source);
          return [...document.querySelectorAll('input[type="checkbox"]')].some(
            (input) =>
              input.checked && re.test((input.closest('label') ?? input.parentElement).innerText),
          );
        }, pattern.source),
      { what: `${pattern} ticked` },
    );
  }

  /**
   * Every document of a consent (pages/_shared/ReadThenConsent) opened, as a visitor reads them:
   * each 《…》未阅读 tapped, its full-screen dialog closed with 关闭, the button then 已阅读.
   * Returns the titles read.
   */
  async readDocuments() {
    const titles = [];
    for (;;) {
      const unread = await this.eval(() =>
        [...document.querySelectorAll('button')]
          .map((button) => button.innerText.replace(/\s+/g, ''))
          .find((text) => /^《.+》未阅读$/.test(text)),
      );
      if (!unread) return titles;
      const title = unread.replace(/^《|》未阅读$/g, '');
      const literal = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await this.click('button', new RegExp(`^《${literal}》\\s*未阅读$`));
      await this.find('[role="dialog"]', new RegExp(literal));
      await this.click('[role="dialog"] button', '关闭');
      await this.find('button', new RegExp(`^《${literal}》\\s*已阅读$`));
      titles.push(title);
    }
  }

  /**
   * The messaging app's authorisation in the sandbox: on its consent page, the identity chosen
   * and 允许; returns once the tab is back on the site.
   */
  async consentAs(identity = '微信用户·小王') {
    await this.waitForAddress(/^\/sandbox\/wechat-consent\.html/);
    await this.click('label', new RegExp(identity.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await this.click('a, button', '允许');
    await this.waitForAddress((now) => !now.startsWith('/sandbox/'));
    await this.watch();
  }

  /**
   * What an <img> the page drew (a canvas exported as a data URL) really holds, decoded in the
   * page: its type, its natural size, and, from its pixels drawn on a canvas of their own, how
   * many distinct colours it has and what share of it is not near white (a blank or one-colour
   * export has one colour, or none that is not white).
   */
  async imageOf(css) {
    const element = await this.find(css);
    return this.driver.executeAsyncScript((img, done) => {
      const src = img.currentSrc || img.src;
      const type = /^data:(image\/[a-z+]+);base64,/.exec(src)?.[1] ?? null;
      const decoded = new Image();
      decoded.onerror = () => done({ type, src: src.slice(0, 40), error: 'does not decode' });
      decoded.onload = () => {
        const { naturalWidth: width, naturalHeight: height } = decoded;
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        ctx.drawImage(decoded, 0, 0);
        const data = ctx.getImageData(0, 0, width, height).data;
        const colours = new Set();
        let inked = 0;
        let pixels = 0;
        // Every 7th pixel: enough to tell a picture from a blank, in a few milliseconds.
        for (let i = 0; i < data.length; i += 4 * 7) {
          const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
          pixels += 1;
          if (a > 0 && (r < 235 || g < 235 || b < 235)) inked += 1;
          if (colours.size < 5000) colours.add((r << 16) | (g << 8) | b);
        }
        done({
          type,
          bytes: Math.round((src.length * 3) / 4),
          width,
          height,
          shown: { width: img.naturalWidth, height: img.naturalHeight },
          colours: colours.size,
          inked: pixels ? inked / pixels : 0,
          ratio: window.devicePixelRatio,
        });
      };
      decoded.src = src;
    }, element);
  }

  /**
   * The <img> at `css` is a real picture a canvas exported: a data URL of `type` that decodes,
   * `width` CSS px wide at the device pixel ratio (the drawers cap it at 3), as tall or taller than
   * wide, with many colours and some of it inked (not a blank or one-colour export). Returns what
   * imageOf found.
   */
  async realImage(css, { type, width }) {
    const image = await this.imageOf(css);
    if (image.error) throw new Error(`${css}: ${image.error} (${image.src})`);
    expectEqual(image.type, type, `${css}'s type`);
    expectEqual(image.width, Math.round(width * Math.min(3, image.ratio)), `${css}'s width`);
    expectEqual(image.shown.width, image.width, `${css}'s width as shown`);
    if (image.height < image.width) throw new Error(`${css} is ${image.width}x${image.height}`);
    if (image.colours < 50 || image.inked < 0.05 || image.inked > 0.95) {
      throw new Error(`${css} looks blank: ${JSON.stringify(image)}`);
    }
    return image;
  }

  async back() {
    await this.leaving();
    await this.driver.navigate().back();
    await this.watch();
  }

  async forward() {
    await this.leaving();
    await this.driver.navigate().forward();
    await this.watch();
  }
}

/** Throws, saying `what`, unless `actual` is `expected`. */
export function expectEqual(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: ${actual}, not ${expected}`);
}

/** The GB 11643-1999 check character of an ID number's first 17 digits. */
export function idCheckChar(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * weights[i];
  return '10X98765432'[sum % 11];
}

/**
 * A phone number the sandbox has never seen (139 and eight random digits): no wait from an
 * earlier test applies to it.
 */
export function freshPhone() {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A man born on `birthDate` (YYYY-MM-DD): name, ID number and a phone no one else has. */
export function buyerBornOn(birthDate) {
  const order = Math.floor(Math.random() * 50) * 2 + 1;
  const first17 = `110101${birthDate.replaceAll('-', '')}${Math.floor(Math.random() * 10)}${String(order).padStart(2, '0')}`;
  return { name: '王晓明', idCard: first17 + idCheckChar(first17), mobile: freshPhone() };
}

export { By };
