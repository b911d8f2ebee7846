import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EARLY_MAX_AGE_MS, earlyKey } from '../../src/api/early';
import { PATHS } from '../../src/api/paths';
import { RequestError, registerRequestHooks, resetRequestHooks } from '../../src/api/request';
import { signatureUrl } from '../../src/app/device';
import { createHtmlHistory } from '../../src/app/html-history';
import { prefetchCatalogue } from '../../src/app/start';
import { SITE } from '../../src/config/site';
import {
  fetchArticle,
  fetchBanners,
  fetchFlowLanding,
  fetchShortVideo,
} from '../../src/data/active/api';
import { fetchGift } from '../../src/data/ayb/api';
import { fetchWxSdkConfig } from '../../src/data/common/api';
import { fetchCampaign } from '../../src/data/customizedV2/api';
import { CUSTOM_COPY } from '../../src/config/copy-customized';
import { fetchCategories, fetchProducts } from '../../src/data/home/api';
import { fetchPosterLanding } from '../../src/data/poster/api';
import { fetchProductDetail } from '../../src/data/product/api';
import { makeStore } from '../../src/data/store';
import { clearFaults, server, setFault } from '../../src/mocks/node';
import { http, HttpResponse } from 'msw';
import { safeImageUrl, withoutHash } from '../../src/lib/url';
import { shipInlineScripts } from '../../scripts/inline-scripts.mjs';
import { fakeServices } from '../support/render';

/**
 * index.html's early catalogue request, run as the browser runs it (as the build ships it,
 * minified), and its hand-over to the request helper (src/api/early.ts).
 */
const html = shipInlineScripts(readFileSync(resolve(process.cwd(), 'index.html'), 'utf8'));
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map(([, body]) => body)
  .find((body) => body.includes('__earlyApi'));
if (!script) throw new Error('index.html has no early catalogue request');
const runEarlyScript = () => new Function(script)() as void;

const CATEGORIES_KEY = PATHS.categories;
const FIRST_PAGE_KEY = (categoryId: number) =>
  earlyKey(PATHS.products, { productCategoryId: categoryId, pageCount: 1, pageSize: 10 });

interface Asked {
  url: string;
  token: string | null;
}
let asked: Asked[] = [];
let pending = 0;

beforeEach(() => {
  asked = [];
  pending = 0;
  server.events.on('request:end', () => pending--);
  server.events.on('request:start', ({ request }) => {
    pending++;
    const url = new URL(request.url);
    asked.push({ url: url.pathname + url.search, token: request.headers.get('token') });
  });
  const meta = document.createElement('meta');
  meta.name = 'api-env';
  // jsdom's host is localhost: the host rule's itg, whose origin is the sandbox here.
  meta.content = JSON.stringify({
    origins: {
      itg: 'http://localhost:3000',
      qa: 'https://qa.invalid',
      prod: 'https://prod.invalid',
    },
    pin: '',
    sandbox: false,
  });
  document.head.append(meta);
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/Home');
});

afterEach(async () => {
  // The script's first page may still be on its way: the test's environment outlives it.
  await vi.waitFor(() => expect(pending).toBe(0));
  await new Promise((settle) => setTimeout(settle, 0));
  server.events.removeAllListeners();
  document.head.querySelector('meta[name="api-env"]')?.remove();
  delete window.__earlyApi;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const count = (path: string) => asked.filter((item) => item.url.split('?')[0] === path).length;

test('the script builds the keys, page size and paths the helper asks with', () => {
  const source = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  expect(source).toContain(`'${PATHS.categories}'`);
  expect(source).toContain(
    `'${PATHS.products}?pageCount=1&pageSize=${SITE.pageSize}&productCategoryId=`,
  );
  expect(FIRST_PAGE_KEY(3)).toBe(
    `${PATHS.products}?pageCount=1&pageSize=${SITE.pageSize}&productCategoryId=3`,
  );
});

test('the catalogue asks the server for categories and the first page once: the early answers are used', async () => {
  runEarlyScript();
  const store = makeStore(undefined, fakeServices());
  void prefetchCatalogue(store, window);
  await vi.waitFor(() => expect(store.getState().home?.productsStatus).toBe('succeeded'));
  expect(store.getState().home.queryProductList.list.length).toBeGreaterThan(0);
  expect(count(PATHS.categories)).toBe(1);
  expect(count(PATHS.products)).toBe(1);
  // No token stored: the helper's header, 'Bearer ' (a header value loses its trailing space).
  expect(asked.every((item) => item.token?.trim() === 'Bearer')).toBe(true);
  // Only the banners' answer is left, for the banner's own first call.
  expect(Object.keys(window.__earlyApi ?? {})).toEqual([PATHS.activeBanners]);
});

test('an early answer is used once: the same call again goes to the server', async () => {
  runEarlyScript();
  const first = await fetchCategories();
  await vi.waitFor(() => expect(count(PATHS.products)).toBe(1));
  const categoryId = (first.payload ?? [])[0]?.id ?? 0;
  const query = { productCategoryId: categoryId, pageCount: 1, pageSize: SITE.pageSize };
  await fetchProducts(query);
  expect(count(PATHS.products)).toBe(1);
  const again = await fetchProducts(query);
  expect(again.code).toBe(0);
  expect(count(PATHS.products)).toBe(2);
});

test('a stale early answer is ignored and the server asked again', async () => {
  runEarlyScript();
  const entry = window.__earlyApi?.[CATEGORIES_KEY];
  expect(entry).toBeDefined();
  await entry?.reply;
  if (entry) entry.at -= EARLY_MAX_AGE_MS + 1;
  const reply = await fetchCategories();
  expect(reply.code).toBe(0);
  expect(count(PATHS.categories)).toBe(2);
});

test('a failed early request is ignored: the helper asks itself and the visitor sees the catalogue', async () => {
  setFault('GET', PATHS.categories, { status: 503, times: 1 });
  runEarlyScript();
  await window.__earlyApi?.[CATEGORIES_KEY]?.reply;
  const reply = await fetchCategories();
  expect(reply.code).toBe(0);
  expect(reply.payload.length).toBeGreaterThan(0);
  expect(count(PATHS.categories)).toBe(2);
  // No first page was asked for early: the categories never came.
  expect(count(PATHS.products)).toBe(0);
});

test('a lost network on the early request is ignored the same way', async () => {
  setFault('GET', PATHS.categories, { networkError: true, times: 1 });
  runEarlyScript();
  await window.__earlyApi?.[CATEGORIES_KEY]?.reply.catch(() => {});
  const reply = await fetchCategories();
  expect(reply.code).toBe(0);
  expect(count(PATHS.categories)).toBe(2);
});

test('the early request carries the stored token; an answer for another token is not handed on', async () => {
  localStorage.setItem('user_token', 'tok-early');
  runEarlyScript();
  await window.__earlyApi?.[CATEGORIES_KEY]?.reply;
  expect(asked[0]).toEqual({ url: PATHS.categories, token: 'Bearer tok-early' });
  localStorage.setItem('user_token', 'tok-later');
  await fetchCategories();
  expect(count(PATHS.categories)).toBe(2);
  expect(asked.at(-1)?.token).toBe('Bearer tok-later');
});

test('a deep link and a sandbox build ask nothing early', () => {
  document.documentElement.className = 'boot-deep';
  runEarlyScript();
  expect(window.__earlyApi).toBeUndefined();
  document.documentElement.className = '';
  const meta = document.head.querySelector<HTMLMetaElement>('meta[name="api-env"]');
  if (meta) meta.content = JSON.stringify({ origins: {}, pin: '', sandbox: true });
  runEarlyScript();
  expect(window.__earlyApi).toBeUndefined();
  expect(asked).toEqual([]);
});

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2186A Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.48(0x18003030) NetType/WIFI Language/zh_CN';

test('inside the messaging app on Android the JS-SDK configuration leaves early, signed for the .html address the guard signs', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_WECHAT);
  window.history.replaceState(null, '', '/Home?from=chat#top');
  runEarlyScript();
  // What the guard signs once the history has rewritten the address.
  createHtmlHistory(window);
  expect(location.pathname).toBe('/Home.html');
  const page = signatureUrl(location.href, false);
  expect(Object.keys(window.__earlyApi ?? {})).toContain(earlyKey(PATHS.wechatJsConfig, { page }));
  const reply = await fetchWxSdkConfig(page);
  expect(reply.code).toBe(0);
  expect(count(PATHS.wechatJsConfig)).toBe(1);
});

test('inside the messaging app on iOS it is signed for the entry URL', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_WECHAT);
  window.history.replaceState(null, '', '/Home?from=chat#top');
  const entry = withoutHash(location.href);
  runEarlyScript();
  createHtmlHistory(window);
  const reply = await fetchWxSdkConfig(entry);
  expect(reply.code).toBe(0);
  expect(count(PATHS.wechatJsConfig)).toBe(1);
});

test('outside the messaging app no JS-SDK configuration is asked for', async () => {
  runEarlyScript();
  await vi.waitFor(() => expect(count(PATHS.products)).toBe(1));
  expect(count(PATHS.wechatJsConfig)).toBe(0);
});

describe('the banners are a decoration: a failed early answer is their quiet failure', () => {
  const redirect = vi.fn();
  const notice = vi.fn();
  const unauthorized = vi.fn();
  beforeEach(() => {
    registerRequestHooks({ redirect, notice, unauthorized });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetRequestHooks();
    clearFaults();
  });

  test.each([
    ['a 503', { status: 503 }],
    ['a 404', { status: 404 }],
    ['a lost network', { networkError: true }],
  ] as const)(
    '%s: raised untold, not asked again (no axios for a decoration)',
    async (_, fault) => {
      setFault('GET', PATHS.activeBanners, { ...fault, times: 1 });
      runEarlyScript();
      await window.__earlyApi?.[PATHS.activeBanners]?.reply.catch(() => {});
      await expect(fetchBanners()).rejects.toBeInstanceOf(RequestError);
      expect(count(PATHS.activeBanners)).toBe(1);
      expect([notice, redirect, unauthorized].flatMap((hook) => hook.mock.calls)).toEqual([]);
    },
  );

  test('a broken body or a non-zero code in the early answer: untold too', async () => {
    for (const fault of [{ malformed: true }, { code: 9, message: '活动服务维护中' }]) {
      setFault('GET', PATHS.activeBanners, { ...fault, times: 1 });
      runEarlyScript();
      await window.__earlyApi?.[PATHS.activeBanners]?.reply;
      const reply = await fetchBanners().catch((error: unknown) => error);
      expect(reply instanceof RequestError || (reply as { code: number }).code === 9).toBe(true);
      await vi.waitFor(() => expect(count(PATHS.products)).toBeGreaterThan(0));
      delete window.__earlyApi;
    }
    expect([notice, redirect, unauthorized].flatMap((hook) => hook.mock.calls)).toEqual([]);
  });

  test('a good early answer is still the banners’ answer', async () => {
    runEarlyScript();
    const reply = await fetchBanners();
    expect(reply.code).toBe(0);
    expect(reply.payload.length).toBeGreaterThan(0);
    expect(count(PATHS.activeBanners)).toBe(1);
  });

  test('a failed answer that names a picture all the same paints nothing', async () => {
    const picture = '/sandbox/art/banners/senior.svg';
    const replies = [
      () =>
        HttpResponse.json(
          { code: 0, message: 'ok', payload: [{ id: 1, title: '活动', image: picture }] },
          { status: 503 },
        ),
      () =>
        HttpResponse.json({
          code: 9,
          message: '维护中',
          payload: [{ id: 1, title: '活动', image: picture }],
        }),
    ];
    for (const reply of replies) {
      server.use(http.get('*/rest/api/active/banners', reply));
      document.body.innerHTML = '<div id="boot"><div class="boot-banner"></div></div>';
      runEarlyScript();
      await window.__earlyApi?.[PATHS.activeBanners]?.reply;
      await vi.waitFor(() => expect(count(PATHS.products)).toBeGreaterThan(0));
      expect(document.querySelector('.boot-banner img')).toBeNull();
      expect(preloadedImages()).toEqual([]);
      document.body.innerHTML = '';
      delete window.__earlyApi;
      asked = [];
    }
  });
});

const preloadedImages = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

test('the first banner picture is painted into the banner’s place as soon as the early answer names it', async () => {
  document.body.innerHTML = '<div id="boot"><div class="boot-banner"></div></div>';
  runEarlyScript();
  const answer = await window.__earlyApi?.[PATHS.activeBanners]?.reply;
  const first = (
    JSON.parse(answer?.text ?? '{}') as { payload: { image: string; title: string }[] }
  ).payload[0];
  const painted = await vi.waitFor(() => {
    const img = document.querySelector<HTMLImageElement>('#boot .boot-banner img.boot-banner-img');
    if (!img) throw new Error('not painted yet');
    return img;
  });
  expect(painted.getAttribute('src')).toBe(first?.image);
  expect(painted.alt).toBe(first?.title);
  expect([painted.width, painted.height]).toEqual([351, 120]);
  // Painted, so not fetched a second way.
  expect(preloadedImages()).toEqual([]);
  document.body.innerHTML = '';
});

test('once the screen has drawn, the first banner picture is preloaded instead', async () => {
  runEarlyScript();
  const answer = await window.__earlyApi?.[PATHS.activeBanners]?.reply;
  const first = (JSON.parse(answer?.text ?? '{}') as { payload: { image: string }[] }).payload[0];
  expect(first?.image).toMatch(/^\//);
  await vi.waitFor(() => expect(preloadedImages()).toEqual([first?.image]));
});

test('a picture is painted from an early answer exactly when the screen would show it (lib/url safeImageUrl)', async () => {
  const pictures = [
    '/sandbox/art/banners/senior.svg',
    'https://img.jingxuanbx.cn/a.png',
    'HTTPS://img.jingxuanbx.cn/a.png',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg',
    'https://user:secret@img.example/a.png',
    'https://',
    'https:///a.png',
    '/\\evil.example/a.png',
    '/a b.png',
    '/a\u200bb.png',
    '//evil.example/a.png',
    'http://evil.example/a.png',
    'javascript:alert(1)',
    'ftp://img.example/a.png',
    '',
  ];
  for (const image of pictures) {
    server.use(
      http.get('*/rest/api/active/banners', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          payload: [{ id: 1, title: '活动', image, link: null }],
        }),
      ),
    );
    document.body.innerHTML = '<div id="boot"><div class="boot-banner"></div></div>';
    runEarlyScript();
    await window.__earlyApi?.[PATHS.activeBanners]?.reply;
    await vi.waitFor(() => expect(count(PATHS.products)).toBeGreaterThan(0));
    const painted = document.querySelector('.boot-banner img')?.getAttribute('src') ?? null;
    expect(painted, image).toBe(safeImageUrl(image) === null ? null : image);
    // One the screen would not show is not fetched another way either.
    if (safeImageUrl(image) === null) expect(preloadedImages(), image).toEqual([]);
    document.body.innerHTML = '';
    delete window.__earlyApi;
    asked = [];
  }
});

test('a product link asks for the product early, and its screen takes that answer', async () => {
  for (const path of [
    '/ProductNew.html?id=101',
    '/ProductNew/trail.html?id=101&channel=chat',
    '/Product?id=0101',
    '/productansheng/trail?id=101',
  ]) {
    window.history.replaceState(null, '', path);
    document.documentElement.className = 'boot-deep';
    runEarlyScript();
    expect(Object.keys(window.__earlyApi ?? {}), path).toEqual([PATHS.productDetail(101)]);
    const reply = await fetchProductDetail(101);
    expect(reply.code).toBe(0);
    expect(count(PATHS.productDetail(101)), path).toBe(1);
    // Nothing of the catalogue's, and no preload of its screen.
    expect(count(PATHS.categories)).toBe(0);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    delete window.__earlyApi;
    asked = [];
  }
});

/**
 * The campaign landings an ad or a chat leads to: each address, the GET its screen sends first (the
 * screen's own reading of the address: the flow's variant, the poster's and the article's id, the
 * short video's `?id` or `elderly`), and that call.
 */
const LANDINGS: [string, string, () => Promise<{ code: number }>][] = [
  ['/Active/InformationFow', PATHS.flowLanding('p1'), () => fetchFlowLanding('p1')],
  [
    '/Active/InformationFow/p2.html?from=feed',
    PATHS.flowLanding('p2'),
    () => fetchFlowLanding('p2'),
  ],
  ['/active/informationfow/P3', PATHS.flowLanding('p3'), () => fetchFlowLanding('p3')],
  [
    '/Active/Poster/medical-2026.html?ref=abc',
    PATHS.poster('medical-2026'),
    () => fetchPosterLanding('medical-2026'),
  ],
  ['/Active/shortvideo.html', PATHS.shortVideo('elderly'), () => fetchShortVideo('elderly')],
  ['/Active/shortvideo?id=elderly', PATHS.shortVideo('elderly'), () => fetchShortVideo('elderly')],
  ['/Active/Articles/301.html', PATHS.article(301), () => fetchArticle(301)],
  ['/Active/Articles/0301', PATHS.article(301), () => fetchArticle(301)],
  ['/Active/Articles/302/article', PATHS.article(302), () => fetchArticle(302)],
  ['/Insurance/ayb?id=120', PATHS.gift(120), () => fetchGift(120)],
  ['/insurance/ayb.html?id=0120&from=chat', PATHS.gift(120), () => fetchGift(120)],
  [
    '/Active/CustomizedV2/family2026',
    PATHS.customized('family2026'),
    () => fetchCampaign('family2026', {}),
  ],
  // What the link carries, as the landing reads it (trimmed, the empty ones left out), in key
  // order; anything else in the address is not the service's.
  [
    '/active/customizedv2/family2026.html?sign=%20ab%2Bc%20&channel=feed&from=x&advisorId=&inviteCode=Q%201',
    earlyKey(PATHS.customized('family2026'), {
      sign: 'ab+c',
      channel: 'feed',
      inviteCode: 'Q 1',
    }),
    () => fetchCampaign('family2026', { sign: 'ab+c', channel: 'feed', inviteCode: 'Q 1' }),
  ],
];

test.each(LANDINGS)(
  'the landing %s asks for %s early, and its screen takes that answer',
  async (path, key, call) => {
    window.history.replaceState(null, '', path);
    document.documentElement.className = 'boot-deep';
    runEarlyScript();
    expect(Object.keys(window.__earlyApi ?? {})).toEqual([key]);
    const reply = await call();
    expect(reply.code).toBe(0);
    expect(count(key.split('?')[0]!)).toBe(1);
    expect(count(PATHS.categories)).toBe(0);
  },
);

/** A landing whose answer names its product: the product's detail, asked as soon as it does. */
const NAMED: [string, string, number | null][] = [
  ['/Active/InformationFow', PATHS.flowLanding('p1'), 105],
  ['/Active/Poster/medical-2026', PATHS.poster('medical-2026'), 105],
  ['/Active/shortvideo', PATHS.shortVideo('elderly'), 118],
  // The planning landing sells a service; an ended poster shows no product.
  ['/Active/InformationFow/p3', PATHS.flowLanding('p3'), null],
  ['/Active/Poster/autumn-2025', PATHS.poster('autumn-2025'), null],
  // The gift names the product its policy is issued under, and shows nothing of its detail.
  ['/Insurance/ayb?id=120', PATHS.gift(120), null],
];

test.each(NAMED)(
  'the landing %s asks for its product (%s names %s) early, and the product area takes that answer',
  async (path, key, productId) => {
    window.history.replaceState(null, '', path);
    document.documentElement.className = 'boot-deep';
    runEarlyScript();
    await window.__earlyApi?.[key]?.reply;
    if (productId === null) {
      await vi.waitFor(() => expect(pending).toBe(0));
      expect(Object.keys(window.__earlyApi ?? {})).toEqual([key]);
      return;
    }
    const detail = PATHS.productDetail(productId);
    await vi.waitFor(() => expect(Object.keys(window.__earlyApi ?? {})).toEqual([key, detail]));
    const reply = await fetchProductDetail(productId);
    expect(reply.code).toBe(0);
    expect(count(detail)).toBe(1);
  },
);

test('a landing preloads its own screen’s chunks and CSS (meta landing-assets), and no other', () => {
  const meta = document.createElement('meta');
  meta.name = 'landing-assets';
  meta.content =
    'productnew=/assets/ProductNew-a.js,/assets/DetailScreen-b.js,/assets/Detail-c.css ' +
    'productnew/trail=/assets/trail-d.js,/assets/TrialScreen-e.js ' +
    'active/poster/$id=/assets/_id-f.js,/assets/PosterLandingScreen-g.js';
  document.head.append(meta);
  const preloaded = () =>
    [
      ...document.head.querySelectorAll<HTMLLinkElement>(
        'link[rel="modulepreload"], link[rel="preload"][href$=".css"]',
      ),
    ].map((link) => `${link.rel} ${link.getAttribute('href')}`);
  try {
    for (const [path, expected] of [
      [
        '/ProductNew.html?id=101',
        [
          'modulepreload /assets/ProductNew-a.js',
          'modulepreload /assets/DetailScreen-b.js',
          'preload /assets/Detail-c.css',
        ],
      ],
      [
        '/ProductNew/trail?id=101',
        ['modulepreload /assets/trail-d.js', 'modulepreload /assets/TrialScreen-e.js'],
      ],
      [
        '/Active/Poster/medical-2026',
        ['modulepreload /assets/_id-f.js', 'modulepreload /assets/PosterLandingScreen-g.js'],
      ],
      ['/Active/shortvideo', []],
    ] as const) {
      window.history.replaceState(null, '', path);
      document.documentElement.className = 'boot-deep';
      runEarlyScript();
      expect(preloaded(), path).toEqual(expected);
      document.head
        .querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')
        .forEach((link) => link.remove());
      delete window.__earlyApi;
    }
  } finally {
    meta.remove();
  }
});

const BOOT_HEAD =
  '<div id="boot"><div class="boot-head"><div class="boot-head-img"></div></div></div>';

async function earlyProductPicture(path: string) {
  window.history.replaceState(null, '', path);
  runEarlyScript();
  const answer = await window.__earlyApi?.[PATHS.productDetail(101)]?.reply;
  const image = (JSON.parse(answer?.text ?? '{}') as { payload: { image: string } }).payload.image;
  expect(image).toMatch(/^\//);
  return image;
}

test('a product’s picture is painted into its detail’s header place as soon as the early answer names it', async () => {
  document.documentElement.className = 'boot-deep boot-product';
  document.body.innerHTML = BOOT_HEAD;
  const image = await earlyProductPicture('/ProductNew.html?id=101');
  const painted = await vi.waitFor(() => {
    const img = document.querySelector<HTMLImageElement>('#boot .boot-head-img img.boot-head-pic');
    if (!img) throw new Error('not painted yet');
    return img;
  });
  expect(painted.getAttribute('src')).toBe(image);
  expect(painted.alt).toBe('');
  expect([painted.width, painted.height]).toEqual([72, 72]);
  expect(painted.getAttribute('fetchpriority')).toBe('high');
  // Painted, so not fetched a second way.
  expect(preloadedImages()).toEqual([]);
  document.body.innerHTML = '';
});

test('on the trial, or once the detail has drawn, a product’s picture is only fetched early', async () => {
  // The trial's skeleton has no header place: its class is boot-deep alone.
  document.documentElement.className = 'boot-deep';
  document.body.innerHTML = BOOT_HEAD;
  const forTrial = await earlyProductPicture('/ProductNew/trail.html?id=101');
  await vi.waitFor(() => expect(preloadedImages()).toEqual([forTrial]));
  expect(document.querySelector('.boot-head-pic')).toBeNull();
  delete window.__earlyApi;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());

  // The detail whose screen has drawn already (the boot markup is gone).
  document.documentElement.className = 'boot-deep boot-product';
  document.body.innerHTML = '';
  const forDetail = await earlyProductPicture('/ProductNew.html?id=101');
  await vi.waitFor(() => expect(preloadedImages()).toEqual([forDetail]));
});

test('a product picture the screen would not show (another site, plain http, a script) is neither painted nor preloaded', async () => {
  for (const image of ['//evil.example/a.png', 'http://evil.example/a.png', 'javascript:x']) {
    server.use(
      http.get('*/rest/api/product/detail/:id', () =>
        HttpResponse.json({ code: 0, message: 'ok', payload: { id: 101, image } }),
      ),
    );
    window.history.replaceState(null, '', '/ProductNew.html?id=101');
    document.documentElement.className = 'boot-deep boot-product';
    document.body.innerHTML = BOOT_HEAD;
    runEarlyScript();
    await window.__earlyApi?.[PATHS.productDetail(101)]?.reply;
    await new Promise((settle) => setTimeout(settle, 0));
    expect(preloadedImages(), image).toEqual([]);
    expect(document.querySelector('.boot-head-img img'), image).toBeNull();
    document.body.innerHTML = '';
    delete window.__earlyApi;
  }
});

/** A feed ad's and a poster's landing: the picture each opens on, as its answer names it. */
const OPENING: [string, string, (payload: Record<string, unknown>) => unknown][] = [
  [
    '/Active/InformationFow.html',
    PATHS.flowLanding('p1'),
    (payload) => (payload.hero as { picture: unknown }).picture,
  ],
  [
    '/Active/Poster/medical-2026',
    PATHS.poster('medical-2026'),
    (payload) => (payload.images as unknown[])[0],
  ],
  ['/Active/Articles/302/article', PATHS.article(302), (payload) => payload.cover],
];

test.each(OPENING)(
  'the landing %s’s opening picture is painted over the top of the boot markup as soon as %s answers',
  async (path, key, opening) => {
    window.history.replaceState(null, '', path);
    document.documentElement.className = 'boot-deep';
    document.body.innerHTML = '<div id="boot"><div class="boot-page"></div></div>';
    runEarlyScript();
    const answer = await window.__earlyApi?.[key]?.reply;
    const payload = (JSON.parse(answer?.text ?? '{}') as { payload: Record<string, unknown> })
      .payload;
    const picture = opening(payload) as { url: string; width: number; height: number };
    const painted = await vi.waitFor(() => {
      const img = document.querySelector<HTMLImageElement>('#boot > img.boot-top-pic');
      if (!img) throw new Error('not painted yet');
      return img;
    });
    expect(painted.getAttribute('src')).toBe(picture.url);
    expect([painted.width, painted.height]).toEqual([picture.width, picture.height]);
    expect(painted.alt).not.toBe('');
    expect(painted.getAttribute('fetchpriority')).toBe('high');
    // First in the boot markup, over its skeleton; not fetched a second way.
    expect(document.getElementById('boot')?.firstElementChild).toBe(painted);
    expect(preloadedImages()).toEqual([]);
    document.body.innerHTML = '';
  },
);

test('a landing that has drawn already only fetches its opening picture; an ended poster or a withdrawn article paint none', async () => {
  window.history.replaceState(null, '', '/Active/InformationFow');
  document.documentElement.className = 'boot-deep';
  document.body.innerHTML = '';
  runEarlyScript();
  const answer = await window.__earlyApi?.[PATHS.flowLanding('p1')]?.reply;
  const { hero } = (
    JSON.parse(answer?.text ?? '{}') as { payload: { hero: { picture: { url: string } } } }
  ).payload;
  await vi.waitFor(() => expect(preloadedImages()).toEqual([hero.picture.url]));
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());

  server.use(
    http.get('*/rest/api/active/poster/:id', () =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: {
          id: 'old',
          status: 'ended',
          images: [{ url: '/a.png', width: 750, height: 900 }],
        },
      }),
    ),
  );
  server.use(
    http.get('*/rest/api/active/article/:id', () =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: {
          id: 399,
          status: 'withdrawn',
          title: '旧文章',
          cover: { url: '/b.png', width: 750, height: 420 },
        },
      }),
    ),
  );
  for (const path of ['/Active/Poster/old', '/Active/Articles/399']) {
    delete window.__earlyApi;
    window.history.replaceState(null, '', path);
    document.body.innerHTML = '<div id="boot"><div class="boot-page"></div></div>';
    runEarlyScript();
    // Read afresh: the script has set it again since the delete above.
    const early: Window['__earlyApi'] = Reflect.get(window, '__earlyApi');
    const [key] = Object.keys(early ?? {});
    expect(key, path).toBeDefined();
    await early?.[key!]?.reply;
    await new Promise((settle) => setTimeout(settle, 0));
    expect(document.querySelector('#boot img'), path).toBeNull();
    expect(preloadedImages(), path).toEqual([]);
  }
  document.body.innerHTML = '';
});

test('the short video’s title and first frame are painted over the top of the boot markup as its answer arrives, its words as text; drawn already, the frame is only fetched', async () => {
  const poster = 'https://img.example.cn/v.jpg';
  server.use(
    http.get('*/rest/api/active/shortvideo/:id', () =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: {
          id: 'elderly',
          title: '给爸妈的<img src=x onerror=alert(1)>意外保障',
          subtitle: '子女可为父母投保',
          productId: 118,
          video: { url: 'https://img.example.cn/v.mp4', poster },
        },
      }),
    ),
  );
  window.history.replaceState(null, '', '/Active/shortvideo');
  document.documentElement.className = 'boot-deep';
  document.body.innerHTML = '<div id="boot"><div class="boot-page"></div></div>';
  runEarlyScript();
  const painted = await vi.waitFor(() => {
    const block = document.querySelector<HTMLElement>('#boot > .boot-video');
    if (!block) throw new Error('not painted yet');
    return block;
  });
  expect(document.getElementById('boot')?.firstElementChild).toBe(painted);
  expect(painted.querySelector('h1')?.textContent).toBe(
    '给爸妈的<img src=x onerror=alert(1)>意外保障',
  );
  expect(painted.querySelector('h1 img')).toBeNull();
  expect(painted.querySelector('p')?.textContent).toBe('子女可为父母投保');
  const frame = painted.querySelector<HTMLImageElement>('img.boot-video-pic');
  expect(frame?.getAttribute('src')).toBe(poster);
  expect(frame?.getAttribute('fetchpriority')).toBe('high');
  expect(preloadedImages()).toEqual([]);

  // The landing has drawn already (no boot markup): the frame is fetched for it, nothing painted.
  delete window.__earlyApi;
  document.body.innerHTML = '';
  runEarlyScript();
  await vi.waitFor(() => expect(preloadedImages()).toEqual([poster]));
  expect(document.querySelector('.boot-video')).toBeNull();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

test('the customisation service’s header is painted over the top of the boot markup as its answer arrives, its words as text; drawn already, nothing is painted', async () => {
  server.use(
    http.get('*/rest/api/active/customized/:id', () =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        payload: {
          title: '家庭<img src=x onerror=alert(1)>保障定制',
          intro: '持牌规划师为您的家庭量身定制保障方案',
        },
      }),
    ),
  );
  window.history.replaceState(null, '', '/Active/CustomizedV2/family2026');
  document.documentElement.className = 'boot-deep';
  document.body.innerHTML = '<div id="boot"><div class="boot-page"></div></div>';
  runEarlyScript();
  const painted = await vi.waitFor(() => {
    const block = document.querySelector<HTMLElement>('#boot > header.boot-custom');
    if (!block) throw new Error('not painted yet');
    return block;
  });
  expect(document.getElementById('boot')?.firstElementChild).toBe(painted);
  // The landing's own badge (config/copy-customized), its title and introduction as text.
  expect(painted.querySelector('span')?.textContent).toBe(CUSTOM_COPY.landing.badge);
  expect(painted.querySelector('h1')?.textContent).toBe('家庭<img src=x onerror=alert(1)>保障定制');
  expect(painted.querySelector('img')).toBeNull();
  expect(painted.querySelector('p')?.textContent).toBe('持牌规划师为您的家庭量身定制保障方案');

  // The landing has drawn already (no boot markup): nothing painted, nothing fetched.
  delete window.__earlyApi;
  document.body.innerHTML = '';
  runEarlyScript();
  // Read afresh: the script has set it again since the delete above.
  await (Reflect.get(window, '__earlyApi') as Window['__earlyApi'])?.[
    PATHS.customized('family2026')
  ]?.reply;
  await new Promise((settle) => setTimeout(settle, 0));
  expect(document.querySelector('.boot-custom')).toBeNull();
  expect(preloadedImages()).toEqual([]);
});

test('a failed customisation answer, or one without its words, paints nothing', async () => {
  for (const reply of [
    HttpResponse.json({ code: 0, message: 'ok', payload: { title: '家庭保障定制' } }),
    HttpResponse.json(
      { code: 0, message: 'ok', payload: { title: 'x', intro: 'y' } },
      { status: 500 },
    ),
    HttpResponse.json({ code: 40401, message: '活动不存在', payload: null }),
  ]) {
    server.use(http.get('*/rest/api/active/customized/:id', () => reply.clone()));
    delete window.__earlyApi;
    window.history.replaceState(null, '', '/Active/CustomizedV2/family2026');
    document.documentElement.className = 'boot-deep';
    document.body.innerHTML = '<div id="boot"><div class="boot-page"></div></div>';
    runEarlyScript();
    // Read afresh: the script has set it again since the delete above.
    await (Reflect.get(window, '__earlyApi') as Window['__earlyApi'])?.[
      PATHS.customized('family2026')
    ]?.reply;
    await new Promise((settle) => setTimeout(settle, 0));
    expect(document.querySelector('.boot-custom')).toBeNull();
  }
  document.body.innerHTML = '';
});

test('inside the messaging app a landing asks for the JS-SDK configuration early too', async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_WECHAT);
  window.history.replaceState(null, '', '/Active/Poster/medical-2026?ref=abc');
  document.documentElement.className = 'boot-deep';
  runEarlyScript();
  createHtmlHistory(window);
  const page = signatureUrl(location.href, false);
  expect(Object.keys(window.__earlyApi ?? {}).sort()).toEqual(
    [PATHS.poster('medical-2026'), earlyKey(PATHS.wechatJsConfig, { page })].sort(),
  );
  expect((await fetchWxSdkConfig(page)).code).toBe(0);
  expect((await fetchPosterLanding('medical-2026')).code).toBe(0);
  expect(count(PATHS.wechatJsConfig)).toBe(1);
  expect(count(PATHS.poster('medical-2026'))).toBe(1);
});

test('another deep link, a product link without a proper id or a landing address the screens do not read that way asks nothing early', () => {
  for (const path of [
    '/ProductNew/Insured?id=101',
    '/ProductNew.html?id=abc',
    '/ProductNew.html',
    '/Active/Poster/page',
    '/Active/Poster/%3Cx%3E',
    '/Active/Articles/abc',
    '/Active/Articles/1/articles/p1',
    '/Active/Articles/1/page',
    '/Active/shortvideo?id=%3Cscript%3E',
    '/Active/InformationFow/p9',
    '/Active/CustomizedV2/%3Cx%3E',
    '/Active/CustomizedV2/family2026/form',
    '/Insurance/ayb',
    '/Insurance/ayb?id=0',
    '/Insurance/ayb?id=1234567890',
    '/Insurance/ayb?id=12a',
    '/Insurance/ayb/login?id=120',
    '/Members/login',
  ]) {
    window.history.replaceState(null, '', path);
    document.documentElement.className = 'boot-deep';
    runEarlyScript();
    expect(window.__earlyApi, path).toBeUndefined();
  }
  expect(asked).toEqual([]);
});
