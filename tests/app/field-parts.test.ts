import { describe, expect, test, vi } from 'vitest';
import { apiPathPattern } from '../../src/api/path-pattern';
import { PATHS } from '../../src/api/paths';
import { ErrorGate } from '../../src/app/field/gate';
import { viewId } from '../../src/app/field/reporter';
import { addressShape, scrubText, stackFrames, WITHHELD } from '../../src/app/field/scrub';
import { sendReport } from '../../src/app/field/send';
import { deviceClassOf, pageKindOf, routePatternOf } from '../../src/app/field/tags';
import { routes } from '../../src/app/routes';
import { PAGE_KINDS } from '../../src/data/field-types';
import { detectDevice } from '../../src/lib/user-agent';

const ORIGIN = 'https://h5.jingxuanbx.cn';

describe('sending: a beacon, else fetch with keepalive', () => {
  const URL_ = 'https://api.jingxuanbx.cn/rest/api/field/errors';

  test('a beacon when the browser takes it', () => {
    const sendBeacon = vi.fn(() => true);
    const send = vi.fn(() => Promise.resolve(new Response()));
    expect(sendReport(URL_, '{"a":1}', { sendBeacon }, send)).toBe('beacon');
    expect(sendBeacon).toHaveBeenCalledWith(URL_, '{"a":1}');
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    ['refuses it (a full queue, too big)', { sendBeacon: vi.fn(() => false) }],
    [
      'throws',
      {
        sendBeacon: vi.fn(() => {
          throw new TypeError('Illegal invocation');
        }),
      },
    ],
    ['has none', {} as Pick<Navigator, 'sendBeacon'>],
    ['has no navigator', null],
  ])('fetch with keepalive when the browser %s', (_, nav) => {
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(sendReport(URL_, '{"a":1}', nav, send)).toBe('keepalive');
    expect(send).toHaveBeenCalledWith(URL_, {
      method: 'POST',
      body: '{"a":1}',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
  });

  test('nothing to send with: nothing sent, nothing thrown', () => {
    expect(sendReport(URL_, '{}', {} as Pick<Navigator, 'sendBeacon'>, null)).toBe('none');
    const throwing = vi.fn(() => {
      throw new TypeError('no');
    });
    expect(sendReport(URL_, '{}', null, throwing)).toBe('none');
  });
});

describe('tags', () => {
  test('every route of the table is its own pattern, with ids and .html and query gone', () => {
    for (const entry of routes) {
      const address = `${entry.path.replace(/:\w+/g, 'P7K3QX2M')}.html?id=3&mobile=13800138000`;
      expect(routePatternOf(address), address).toBe(entry.path);
    }
    expect(routePatternOf('/index.html')).toBe('/');
    expect(routePatternOf('/nowhere/123')).toBe('*');
  });

  test('every route has a page kind, and only the diagnostic and error pages are "other"', () => {
    const others = routes.filter((entry) => pageKindOf(entry.path) === 'other');
    expect(others.map((entry) => entry.path).sort()).toEqual(['/Error', '/Test']);
    for (const entry of routes) expect(PAGE_KINDS).toContain(pageKindOf(entry.path));
    expect(pageKindOf('*')).toBe('other');
  });

  test.each([
    ['/Home', 'home'],
    ['/ProductNew', 'product'],
    ['/ProductNew/provisions', 'product'],
    ['/Product/provisions', 'purchase'],
    ['/ProductAnsheng/trail', 'trial'],
    ['/ProductNew/healthStatement', 'purchase'],
    ['/Pay/Payback', 'purchase'],
    ['/ProductNew/InsuranceSuccess/wechat', 'purchase'],
    ['/FollowOfficial/:id', 'purchase'],
    ['/ProductNew/ProHeader', 'part'],
    ['/Active/Poster/:id', 'campaign'],
    ['/Active/CustomizedInv', 'campaign'],
    ['/BootPage1/new', 'campaign'],
    ['/Active/MadeSpecial/:id/Form/result', 'service'],
    ['/Insurance/ayb/successful', 'gift'],
    ['/Proposal/Shared', 'plan'],
    ['/Policy/wechat/bind', 'policy'],
    ['/mine/orders', 'account'],
    ['/doc/privacy', 'doc'],
  ])('%s is a %s page', (pattern, kind) => {
    expect(pageKindOf(pattern)).toBe(kind);
  });

  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/8.0.50', 0, 'iphone'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5, 'ipad'],
    ['Mozilla/5.0 (Linux; Android 13; Pixel 5) Mobile Safari/537.36', 0, 'android'],
    ['Mozilla/5.0 (Mobile; rv:109.0) Gecko/109.0 Firefox/109.0', 0, 'other-mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', 0, 'desktop'],
  ])('%s is a device of class %s', (ua, touch, kind) => {
    expect(deviceClassOf(detectDevice(ua, touch))).toBe(kind);
  });

  test('a page view id is sixteen letters, new each time', () => {
    const ids = new Set(Array.from({ length: 50 }, viewId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-z]{16}$/);
  });
});

describe('API paths as patterns', () => {
  test('every call of api/paths.ts, called with ids, comes back as its pattern', () => {
    for (const [name, entry] of Object.entries(PATHS)) {
      const path =
        typeof entry === 'string'
          ? entry
          : (entry as (...ids: string[]) => string)(
              ...Array.from({ length: entry.length }, (_, i) => `P7K3QX2M${i}`),
            );
      const pattern = apiPathPattern(`${path}?mobile=13800138000`);
      expect(pattern, name).not.toMatch(/P7K3QX2M|13800138000|\?/);
      expect(pattern, name).toMatch(/^\/rest\/api(\/([a-z_-]+|\{id\}))+$/i);
    }
    expect(apiPathPattern(PATHS.productDetail(101))).toBe('/rest/api/product/detail/{id}');
    expect(apiPathPattern(PATHS.lead('poster', 'medical-2026'))).toBe(
      '/rest/api/active/{id}/{id}/leads',
    );
    expect(apiPathPattern(PATHS.articles)).toBe('/rest/api/active/article');
    expect(apiPathPattern(PATHS.policyList)).toBe('/rest/api/policy/list');
    expect(apiPathPattern(PATHS.policy('P123'))).toBe('/rest/api/policy/{id}');
  });

  test('a path no call names keeps its words only', () => {
    expect(apiPathPattern('/rest/api/new_thing/ab12cd/sub-part/42')).toBe(
      '/rest/api/new_thing/{id}/sub-part/{id}',
    );
  });
});

describe('free text made safe', () => {
  test.each([
    [
      "Cannot read properties of undefined (reading 'name')",
      "Cannot read properties of undefined (reading 'name')",
    ],
    ['投保人张三手机号13800138000', '…#'],
    ['id 110101199003071234 / 11010119900307123X', 'id # / #'],
    ['bank 6225 8802 1234 5678 of zhang.wei+1@example.com.cn', 'bank # of (email)'],
    ['policy P7K3QX2M and order ORD202611270001', 'policy # and order ORD#'],
    ['and/or stays words', 'and/or stays words'],
    [
      'GET https://h5.jingxuanbx.cn/Policy/policyDetail.html?policyNo=P7K3QX2M failed',
      'GET /Policy/policyDetail failed',
    ],
    ['at /rest/api/proposal/P9D4RT6W/share?x=1', 'at /rest/api/proposal/{id}/share'],
    ['from https://cdn.example.com/lib.js?v=13800138000', 'from cdn.example.com'],
    ['chunk https://h5.jingxuanbx.cn/assets/Home-Ab12_Cd3.js', 'chunk /assets/Home-Ab12_Cd3.js'],
  ])('%s -> %s', (text, safe) => {
    expect(scrubText(text, ORIGIN)).toBe(safe);
  });

  test('long text is cut, and what still looks personal is withheld whole', () => {
    expect(scrubText('x'.repeat(500), ORIGIN)).toHaveLength(200);
    // Fullwidth digits are no digits to the rules above, but are a phone number to the sweep.
    expect(scrubText('call １３８００１３８０００ now', ORIGIN)).not.toMatch(/１３８/);
    expect(addressShape('javascript:alert(1)', ORIGIN)).toBe('(address)');
  });

  test('a stack is where it was: files and routes, five frames at most', () => {
    const stack = [
      'TypeError: x',
      '    at a (https://h5.jingxuanbx.cn/assets/a-Xy12Zw34.js:1:100)',
      '    at https://h5.jingxuanbx.cn/Insured.html?mobile=13800138000:2:3',
      'b@https://h5.jingxuanbx.cn/assets/b-Qq12Ww34.js:1:200',
      '    at c (https://other.example.com/sdk.js:9:9)',
      '    at d (https://h5.jingxuanbx.cn/assets/d-Zz12Aa34.js:1:1)',
      '    at e (https://h5.jingxuanbx.cn/assets/e-Zz12Aa34.js:1:1)',
    ].join('\n');
    expect(stackFrames(stack, ORIGIN)).toEqual([
      '/assets/a-Xy12Zw34.js:1:100',
      '/Insured:2:3',
      '/assets/b-Qq12Ww34.js:1:200',
      'other.example.com:9:9',
      '/assets/d-Zz12Aa34.js:1:1',
    ]);
    expect(stackFrames(undefined, ORIGIN)).toEqual([]);
    expect(WITHHELD).toBe('(withheld)');
  });
});

describe('the rate limit of a page view', () => {
  test('each key once; a burst, then one per interval, up to the cap; what it kept back counted', () => {
    let now = 0;
    const gate = new ErrorGate({ errorBurst: 2, errorRefillMs: 1000, errorsPerView: 3 }, () => now);
    expect(gate.admit('a')).toBe(true);
    expect(gate.admit('a')).toBe(false);
    expect(gate.admit('b')).toBe(true);
    expect(gate.admit('c')).toBe(false);
    expect(gate.takeHeld()).toBe(1);
    expect(gate.takeHeld()).toBe(0);
    now = 999;
    expect(gate.admit('d')).toBe(false);
    now = 1000;
    expect(gate.admit('e')).toBe(true);
    now = 60_000;
    expect(gate.admit('f')).toBe(false);
    expect(gate.takeHeld()).toBe(2);
  });
});
