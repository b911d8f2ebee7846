import * as v from 'valibot';
import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RequestError } from '../../src/api/request';
import type { FieldEvent } from '../../src/app/field/early';
import { sampled, startReporter, type ReporterOptions } from '../../src/app/field/reporter';
import { ChunkLoadError } from '../../src/app/lazy-screen';
import type { ErrorReport, VitalsReport } from '../../src/data/field-types';
import { personalDataIn } from '../../src/lib/personal';
import { StrictErrorsSchema, StrictVitalsSchema } from '../../src/mocks/field';

/*
 * The field reporter on a window of its own (an EventTarget with a document and a location), so
 * that no test hears another's listeners; its clock, chance, sender and web-vitals stand-in are
 * the test's.
 */

afterEach(() => vi.useRealTimers());

interface Fake {
  win: Window;
  hide(): void;
  show(): void;
}

function fakeWindow(href = 'https://h5.jingxuanbx.cn/Home.html'): Fake {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), { document: doc, location: new URL(href) });
  return {
    win: win as unknown as Window,
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const IPHONE_WECHAT = {
  wechat: true,
  iphone: true,
  ipad: false,
  android: false,
  ios: true,
  mobile: true,
};

interface Sent {
  url: string;
  body: string;
  report: Record<string, unknown>;
}

function setup(overrides: Partial<ReporterOptions> = {}, href?: string) {
  const fake = fakeWindow(href);
  const sent: Sent[] = [];
  const reportMetric: ((metric: Metric) => void)[] = [];
  let clock = 1_000_000;
  const options: ReporterOptions = {
    landing: '/Active/Articles/301.html',
    device: IPHONE_WECHAT,
    version: '0.1.0+abc1234',
    apiOrigin: 'https://api.jingxuanbx.cn',
    sandbox: false,
    automated: false,
    sampleRate: 0.1,
    limits: {
      errorFlushMs: 3000,
      errorsPerReport: 10,
      errorBurst: 5,
      errorRefillMs: 10_000,
      errorsPerView: 20,
    },
    random: () => 0.05,
    now: () => clock,
    send: (url, body) => {
      sent.push({ url, body, report: JSON.parse(body) as Record<string, unknown> });
      return 'beacon';
    },
    watchVitals: (report) => {
      reportMetric.push(report);
      return Promise.resolve();
    },
    ...overrides,
  };
  const sink = startReporter(fake.win, options);
  const note = (event: FieldEvent, pathname = '/Home.html', t = 1234) =>
    sink({ event, pathname, t });
  const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
    reportMetric.forEach((report) =>
      report({
        name,
        value,
        rating,
        delta: value,
        id: `v5-${name}`,
        entries: [],
        navigationType: 'navigate',
      } as unknown as Metric),
    );
  const errors = () => sent.filter((item) => item.url.endsWith('/rest/api/field/errors'));
  const vitals = () => sent.filter((item) => item.url.endsWith('/rest/api/field/vitals'));
  return {
    ...fake,
    sent,
    note,
    metric,
    errors,
    vitals,
    measuring: () => reportMetric.length > 0,
    tick: (ms: number) => {
      clock += ms;
      vi.advanceTimersByTime(ms);
    },
  };
}

const thrown = (error: unknown, message = String(error)): FieldEvent => ({
  kind: 'error',
  error,
  message,
  source: 'window',
});

describe('sampling (a site-configuration rate)', () => {
  test.each([
    [{ sandbox: true, automated: true, random: () => 0.99 }, true],
    [{ sandbox: false, automated: true, random: () => 0 }, false],
    [{ sandbox: false, automated: false, random: () => 0.099 }, true],
    [{ sandbox: false, automated: false, random: () => 0.1 }, false],
    [{ sandbox: false, automated: false, random: () => 0.7 }, false],
  ])('%o: %s', (options, expected) => {
    expect(sampled({ sampleRate: 0.1, ...options })).toBe(expected);
  });

  test('a page view left out loads no web-vitals and sends no vitals; its errors are still reported', () => {
    vi.useFakeTimers();
    const page = setup({ random: () => 0.5 });
    expect(page.measuring()).toBe(false);
    page.note(thrown(new TypeError('x is not a function')));
    page.hide();
    expect(page.vitals()).toEqual([]);
    expect(page.errors()).toHaveLength(1);
  });
});

describe('vitals', () => {
  test('sent once per page view, as the page is first hidden, with its tags and no address', () => {
    const page = setup();
    expect(page.measuring()).toBe(true);
    page.metric('TTFB', 212.6);
    page.metric('FCP', 640.2);
    page.metric('LCP', 700);
    page.metric('LCP', 760.4);
    page.metric('CLS', 0.012345, 'good');
    page.metric('INP', 288, 'needs-improvement');
    expect(page.vitals()).toEqual([]);
    page.hide();
    page.show();
    page.metric('INP', 320, 'needs-improvement');
    page.hide();
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.vitals()).toHaveLength(1);
    const [{ url, report }] = page.vitals() as [Sent];
    expect(url).toBe('https://api.jingxuanbx.cn/rest/api/field/vitals');
    expect(report).toEqual({
      version: '0.1.0+abc1234',
      view: expect.stringMatching(/^[a-z]{16}$/),
      device: 'iphone',
      wechat: true,
      route: '/Active/Articles/:id',
      page: 'campaign',
      navigation: 'navigate',
      metrics: {
        TTFB: { value: 213, rating: 'good' },
        FCP: { value: 640, rating: 'good' },
        LCP: { value: 760, rating: 'good' },
        CLS: { value: 0.0123, rating: 'good' },
        INP: { value: 288, rating: 'needs-improvement' },
      },
    });
    expect(v.is(StrictVitalsSchema, report)).toBe(true);
  });

  test('a page closed without being hidden first sends them on pagehide', () => {
    const page = setup({}, 'https://h5.jingxuanbx.cn/ProductNew.html?id=101');
    page.metric('FCP', 500);
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.vitals()).toHaveLength(1);
  });

  test('nothing measured yet, nothing sent: the next hide sends what there is then', () => {
    const page = setup();
    page.hide();
    expect(page.vitals()).toEqual([]);
    page.show();
    page.metric('TTFB', 90);
    page.hide();
    expect(page.vitals()).toHaveLength(1);
  });

  test('a page shown again from the back-forward cache is a new page view', () => {
    const page = setup();
    page.metric('LCP', 800);
    page.hide();
    page.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    page.show();
    page.metric('LCP', 120);
    page.hide();
    const [first, second] = page.vitals() as [Sent, Sent];
    expect(second.report.view).not.toBe(first.report.view);
    expect(second.report.metrics).toEqual({ LCP: { value: 120, rating: 'good' } });
  });

  test.each([
    ['/', '/', 'home'],
    ['/ProductNew.html', '/ProductNew', 'product'],
    ['/ProductNew/trail.html', '/ProductNew/trail', 'trial'],
    ['/ProductNew/Insured.html', '/ProductNew/Insured', 'purchase'],
    ['/Active/CustomizedV2/7.html', '/Active/CustomizedV2/:id', 'service'],
    ['/Insurance/ayb.html', '/Insurance/ayb', 'gift'],
    ['/Proposal/Shared.html', '/Proposal/Shared', 'plan'],
    ['/Policy/policyDetail.html', '/Policy/policyDetail', 'policy'],
    ['/no/such/page-38', '*', 'other'],
  ])('opened on %s: route %s, page %s', (landing, route, kind) => {
    const page = setup({ landing });
    page.metric('FCP', 300);
    page.hide();
    expect(page.vitals()[0]?.report).toMatchObject({ route, page: kind });
  });
});

describe('errors', () => {
  test('gathered for a few seconds, then one report with the build and the tags', () => {
    vi.useFakeTimers();
    const page = setup({
      device: { ...IPHONE_WECHAT, wechat: false, iphone: false, android: true },
    });
    page.note(thrown(new TypeError("Cannot read properties of undefined (reading 'x')")));
    page.note({ kind: 'rejection', reason: new Error('boom') }, '/ProductNew/trail.html', 2000);
    page.tick(2999);
    expect(page.errors()).toEqual([]);
    page.tick(1);
    expect(page.errors()).toHaveLength(1);
    const report = page.errors()[0]!.report as ErrorReport;
    expect(report).toMatchObject({
      version: '0.1.0+abc1234',
      device: 'android',
      wechat: false,
      dropped: 0,
    });
    expect(report.errors).toEqual([
      {
        kind: 'error',
        source: 'window',
        route: '/Home',
        page: 'home',
        t: 1234,
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'x')",
        frames: expect.any(Array),
      },
      {
        kind: 'rejection',
        route: '/ProductNew/trail',
        page: 'trial',
        t: 2000,
        name: 'Error',
        message: 'boom',
        frames: expect.any(Array),
      },
    ]);
    expect(v.is(StrictErrorsSchema, report)).toBe(true);
  });

  test('a hidden or closing page sends what it has at once', () => {
    vi.useFakeTimers();
    const page = setup();
    page.note(thrown(new Error('first')));
    page.hide();
    expect(page.errors()).toHaveLength(1);
    page.note(thrown(new Error('while hidden')));
    expect(page.errors()).toHaveLength(2);
    page.show();
    page.note(thrown(new Error('before closing')));
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.errors()).toHaveLength(3);
  });

  test('each error once per page view (the same one on another route is another)', () => {
    vi.useFakeTimers();
    const page = setup();
    const error = new RangeError('too far');
    for (let i = 0; i < 4; i += 1) page.note(thrown(error));
    page.note(thrown(error), '/Members/login.html');
    page.tick(3000);
    page.note(thrown(error));
    page.tick(3000);
    const reports = page.errors().map((item) => item.report as ErrorReport);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.errors.map((entry) => entry.route)).toEqual(['/Home', '/Members/login']);
  });

  test('rate-limited: a burst of five, then one every ten seconds, twenty at most; the rest counted', () => {
    vi.useFakeTimers();
    const page = setup();
    for (let i = 0; i < 8; i += 1)
      page.note(thrown(new Error(`loop ${String.fromCharCode(97 + i)}`)));
    page.tick(3000);
    let report = page.errors().at(-1)!.report as ErrorReport;
    expect(report.errors).toHaveLength(5);
    expect(report.dropped).toBe(3);
    page.tick(7000);
    page.note(thrown(new Error('after ten seconds')));
    page.note(thrown(new Error('one too many')));
    page.tick(3000);
    report = page.errors().at(-1)!.report as ErrorReport;
    expect(report.errors.map((entry) => 'message' in entry && entry.message)).toEqual([
      'after ten seconds',
    ]);
    // Kept back since the last report: the one too many.
    expect(report.dropped).toBe(1);
    // Hours later the bucket is full again, but a page view never sends more than twenty.
    for (let round = 0; round < 10; round += 1) {
      page.tick(60_000);
      for (let i = 0; i < 5; i += 1) page.note(thrown(new Error(`round ${round} ${i}`)));
      page.tick(3000);
    }
    const sentSoFar = page
      .errors()
      .reduce((total, item) => total + (item.report as ErrorReport).errors.length, 0);
    expect(sentSoFar).toBe(20);
  });

  test('at most ten errors in one report', () => {
    vi.useFakeTimers();
    const page = setup({
      limits: {
        errorFlushMs: 3000,
        errorsPerReport: 10,
        errorBurst: 20,
        errorRefillMs: 10_000,
        errorsPerView: 20,
      },
    });
    for (let i = 0; i < 14; i += 1)
      page.note(thrown(new Error(`e ${String.fromCharCode(97 + i)}`)));
    page.hide();
    expect(page.errors().map((item) => (item.report as ErrorReport).errors.length)).toEqual([
      10, 4,
    ]);
  });

  test("the request helper's errors: how, the status and the path's pattern only", () => {
    vi.useFakeTimers();
    const page = setup();
    page.note({
      kind: 'request',
      error: new RequestError('http', '/rest/api/policy/P7K3QX2M', 503),
    });
    page.note({
      kind: 'request',
      error: new RequestError('timeout', '/rest/api/third_product/order/ORD202611270001?x=1'),
    });
    page.note({
      kind: 'request',
      error: new RequestError('malformed', '/rest/api/active/banners', 200),
    });
    // The same error, unhandled, is not reported twice.
    page.note({ kind: 'rejection', reason: new RequestError('network', '/rest/api/orders') });
    page.hide();
    expect((page.errors()[0]!.report as ErrorReport).errors).toEqual([
      expect.objectContaining({
        kind: 'request',
        reason: 'http',
        status: 503,
        path: '/rest/api/policy/{id}',
      }),
      expect.objectContaining({
        kind: 'request',
        reason: 'timeout',
        status: null,
        path: '/rest/api/third_product/order/{id}',
      }),
      expect.objectContaining({
        kind: 'request',
        reason: 'malformed',
        status: 200,
        path: '/rest/api/active/banners',
      }),
    ]);
  });

  test('failed chunks: the file (or the screen), and how it failed', () => {
    vi.useFakeTimers();
    const page = setup({}, 'https://h5.jingxuanbx.cn/Members/login.html');
    const failed = new TypeError(
      'Failed to fetch dynamically imported module: https://h5.jingxuanbx.cn/assets/MemberCentreScreen-Dd3f9aQ1.js',
    );
    page.note({ kind: 'chunk', error: failed }, '/Members/login.html');
    // The error boundary's report of the same failure is the same entry.
    page.note(
      {
        kind: 'chunk',
        error: new ChunkLoadError(
          'Loading chunk /Members/login failed.\n(error: https://h5.jingxuanbx.cn/assets/MemberCentreScreen-Dd3f9aQ1.js)',
        ),
      },
      '/Members/login.html',
    );
    page.note(
      {
        kind: 'chunk',
        error: new Error('Unable to preload CSS for /assets/MemberCentreScreen-B6q15ZHC.css'),
      },
      '/Members/login.html',
    );
    page.note(
      thrown(
        new ChunkLoadError(
          'Loading chunk /Policy/policyDetail failed.\n(timeout: /Policy/policyDetail)',
        ),
      ),
      '/Policy/policyDetail.html',
    );
    page.hide();
    expect((page.errors()[0]!.report as ErrorReport).errors).toEqual([
      expect.objectContaining({
        kind: 'chunk',
        route: '/Members/login',
        page: 'account',
        file: '/assets/MemberCentreScreen-Dd3f9aQ1.js',
        reason: 'error',
      }),
      expect.objectContaining({ file: '/assets/MemberCentreScreen-B6q15ZHC.css', reason: 'style' }),
      expect.objectContaining({
        route: '/Policy/policyDetail',
        file: '/Policy/policyDetail',
        reason: 'timeout',
      }),
    ]);
  });

  test('a report that fails to be made is dropped, never thrown', () => {
    const page = setup();
    const hostile = {
      get message(): string {
        throw new Error('no');
      },
    };
    const error: unknown = Object.setPrototypeOf(hostile, Error.prototype);
    expect(() => page.note(thrown(error, 'hostile'))).not.toThrow();
  });
});

describe('no personal data in any report (the S7 rule)', () => {
  const PHONE = '13800138000';
  const ID = '11010119900307123X';
  const NAME = '张三丰';
  const EMAIL = 'zhangsanfeng@example.com';
  const secrets = [PHONE, ID, NAME, EMAIL, 'P7K3QX2M', 'ORD202611270001', encodeURIComponent(NAME)];

  function hostileErrors(): [FieldEvent, string][] {
    const withStack = new Error(`投保人${NAME}手机号${PHONE}校验失败`);
    withStack.stack = [
      `Error: 投保人${NAME}手机号${PHONE}校验失败`,
      `    at submit (https://h5.jingxuanbx.cn/assets/InsuredScreen-abc123.js:1:4567)`,
      `    at https://h5.jingxuanbx.cn/ProductNew/Insured.html?mobile=${PHONE}&name=${NAME}:3:90`,
      `    at https://h5.jingxuanbx.cn/Policy/policyDetail.html?policyNo=P7K3QX2M:1:1`,
    ].join('\n');
    return [
      [thrown(withStack), '/ProductNew/Insured.html'],
      [thrown(new TypeError(`invalid idCard ${ID} for ${EMAIL}`)), '/ProductNew/Insured.html'],
      [
        thrown(
          new Error(
            `GET https://h5.jingxuanbx.cn/Proposal/Preview.html?id=P7K3QX2M&phone=${PHONE} failed`,
          ),
        ),
        '/Proposal/Preview.html',
      ],
      [
        thrown(null, `Uncaught 手机号 ${PHONE.slice(0, 3)} ${PHONE.slice(3, 7)} ${PHONE.slice(7)}`),
        '/Home.html',
      ],
      [{ kind: 'rejection', reason: `${NAME} ${PHONE}` }, '/Home.html'],
      [{ kind: 'rejection', reason: { phone: PHONE } }, '/Home.html'],
      [
        { kind: 'rejection', reason: new Error(`order ORD202611270001 of ${PHONE}`) },
        '/mine/orders.html',
      ],
      [
        {
          kind: 'request',
          error: new RequestError('http', `/rest/api/policy/P7K3QX2M/epolicy?mobile=${PHONE}`, 500),
        },
        '/Policy/policyDetail.html',
      ],
      [
        {
          kind: 'chunk',
          error: new TypeError(
            `Failed to fetch dynamically imported module: https://h5.jingxuanbx.cn/assets/X-Ab12Cd34.js?m=${PHONE}`,
          ),
        },
        '/Active/Articles/301.html',
      ],
    ];
  }

  test('every report of hostile errors and vitals is swept for phone, ID, name and e-mail patterns', () => {
    vi.useFakeTimers();
    const page = setup(
      {
        landing: `/Proposal/Shared.html`,
        limits: {
          errorFlushMs: 3000,
          errorsPerReport: 10,
          errorBurst: 20,
          errorRefillMs: 10_000,
          errorsPerView: 20,
        },
      },
      `https://h5.jingxuanbx.cn/Home.html`,
    );
    for (const [event, pathname] of hostileErrors()) page.note(event, pathname);
    page.metric('LCP', 900);
    page.hide();
    expect(page.errors()).toHaveLength(1);
    expect(page.vitals()).toHaveLength(1);
    for (const { body, report } of page.sent) {
      expect(personalDataIn(body), body).toEqual([]);
      for (const secret of secrets) expect(body).not.toContain(secret);
      // No query string of any address, no id in a route.
      expect(body).not.toMatch(/\.(html|js)\?|mobile=|policyNo=/);
      expect(v.is(StrictErrorsSchema, report) || v.is(StrictVitalsSchema, report), body).toBe(true);
    }
    const report = page.errors()[0]!.report as ErrorReport;
    // What a program wrote stays readable.
    expect(report.errors[0]).toMatchObject({
      name: 'Error',
      message: '…#…',
      frames: [
        '/assets/InsuredScreen-abc123.js:1:4567',
        '/ProductNew/Insured:3:90',
        '/Policy/policyDetail:1:1',
      ],
    });
    expect(report.errors.map((entry) => ('message' in entry ? entry.message : ''))).toContain(
      'GET /Proposal/Preview failed',
    );
    expect(report.errors).toContainEqual(
      expect.objectContaining({ kind: 'request', path: '/rest/api/policy/{id}/epolicy' }),
    );
    expect(report.errors).toContainEqual(
      expect.objectContaining({ kind: 'chunk', file: '/assets/X-Ab12Cd34.js' }),
    );
  });

  test('the vitals of a page opened with personal data in its address carry only its route', () => {
    const page = setup({ landing: '/ProductNew/Insured.html?mobile=13800138000&name=张三丰' });
    page.metric('INP', 120);
    page.hide();
    const { body, report } = page.vitals()[0]!;
    expect((report as VitalsReport).route).toBe('/ProductNew/Insured');
    expect(personalDataIn(body)).toEqual([]);
  });
});
