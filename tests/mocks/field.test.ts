import { describe, expect, test } from 'vitest';
import type { Reply } from '../../src/api/envelope';
import type {
  ErrorReport,
  ReceivedErrors,
  ReceivedVitals,
  VitalsReport,
} from '../../src/data/field-types';
import { KEPT } from '../../src/mocks/field';
import { call } from './api';

/** As a beacon sends it: JSON as text/plain, no token. */
async function beacon(path: string, body: unknown) {
  const response = await fetch(new URL(path, location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, reply: (await response.json()) as Reply<{ kept: number }> };
}

const vitals = (over: Partial<VitalsReport> = {}): VitalsReport => ({
  version: '0.1.0+abc1234',
  view: 'qwertyuiopasdfgh',
  device: 'iphone',
  wechat: true,
  route: '/Active/Articles/:id',
  page: 'campaign',
  navigation: 'navigate',
  metrics: { LCP: { value: 760, rating: 'good' }, CLS: { value: 0.01, rating: 'good' } },
  ...over,
});

const errors = (over: Partial<ErrorReport> = {}): ErrorReport => ({
  version: '0.1.0+abc1234',
  view: 'qwertyuiopasdfgh',
  device: 'android',
  wechat: false,
  dropped: 0,
  errors: [
    {
      kind: 'error',
      source: 'window',
      route: '/Home',
      page: 'home',
      t: 1200,
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'x')",
      frames: ['/assets/HomeScreen-Ab12Cd34.js:1:2345'],
    },
    {
      kind: 'request',
      route: '/Policy/policyDetail',
      page: 'policy',
      t: 3400,
      reason: 'http',
      status: 503,
      path: '/rest/api/policy/{id}',
    },
  ],
  ...over,
});

describe('POST /rest/api/field/vitals and errors', () => {
  test('a report as a beacon sends it is kept, and read back newest first with when it came', async () => {
    expect((await beacon('/rest/api/field/vitals', vitals())).reply).toEqual({
      code: 0,
      message: 'success',
      payload: { kept: 1 },
    });
    await beacon(
      '/rest/api/field/vitals',
      vitals({ view: 'zxcvbnmasdfghjkl', route: '/Home', page: 'home' }),
    );
    expect((await beacon('/rest/api/field/errors', errors())).reply.payload).toEqual({ kept: 2 });

    const read = await call<ReceivedVitals>('GET', '/rest/api/field/vitals');
    expect(read.reply.payload.map(({ report }) => report.route)).toEqual([
      '/Home',
      '/Active/Articles/:id',
    ]);
    expect(read.reply.payload[1]).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      report: vitals(),
    });
    const got = await call<ReceivedErrors>('GET', '/rest/api/field/errors');
    expect(got.reply.payload.map(({ error }) => error.kind)).toEqual(['request', 'error']);
    expect(got.reply.payload[0]).toMatchObject({
      version: '0.1.0+abc1234',
      view: 'qwertyuiopasdfgh',
      device: 'android',
      wechat: false,
      error: { kind: 'request', status: 503, path: '/rest/api/policy/{id}' },
    });
  });

  test(`only the last ${KEPT} of each are kept`, async () => {
    for (let i = 0; i < 6; i += 1) {
      await beacon(
        '/rest/api/field/errors',
        errors({
          errors: Array.from({ length: 10 }, (_, j) => ({
            kind: 'chunk' as const,
            route: '/Home',
            page: 'home' as const,
            t: i * 10 + j,
            file: '/assets/Tabs-Ab12Cd34.js',
            reason: 'error' as const,
          })),
        }),
      );
    }
    const got = await call<ReceivedErrors>('GET', '/rest/api/field/errors');
    expect(got.reply.payload).toHaveLength(KEPT);
    expect(got.reply.payload[0]!.error.t).toBe(59);
    expect(got.reply.payload.at(-1)!.error.t).toBe(10);
  });

  test.each<[string, string, unknown, string]>([
    ['a key the contract does not name', 'vitals', { ...vitals(), phone: '1' }, 'phone'],
    [
      'personal data in a message',
      'errors',
      errors({
        errors: [
          { ...errors().errors[0]!, message: 'mobile 13800138000' } as ErrorReport['errors'][0],
        ],
      }),
      'errors.0.message',
    ],
    [
      'a name in a message',
      'errors',
      errors({
        errors: [{ ...errors().errors[0]!, message: '张三 failed' } as ErrorReport['errors'][0]],
      }),
      'errors.0.message',
    ],
    ['an id in a route', 'vitals', vitals({ route: '/Active/Articles/301' }), 'route'],
    ['a query in a route', 'vitals', vitals({ route: '/ProductNew?id=101' }), 'route'],
    [
      'an id in an API path',
      'errors',
      errors({
        errors: [
          { ...errors().errors[1]!, path: '/rest/api/policy/P7K3QX2M' } as ErrorReport['errors'][0],
        ],
      }),
      'errors.0.path',
    ],
    ['no metric', 'vitals', vitals({ metrics: {} }), 'metrics'],
    ['a metric of no kind', 'vitals', vitals({ page: 'checkout' as VitalsReport['page'] }), 'page'],
    ['no error', 'errors', errors({ errors: [] }), 'errors'],
    ['eleven errors', 'errors', errors({ errors: Array(11).fill(errors().errors[0]) }), 'errors'],
    ['a view id with digits', 'errors', errors({ view: '1380013800012345' }), 'view'],
    ['a body that is no JSON', 'vitals', '{"version":', 'body'],
  ])('refused whole, the field named: %s', async (_, kind, body, field) => {
    const { reply } = await beacon(`/rest/api/field/${kind}`, body);
    expect(reply).toEqual({ code: 1001, message: `参数错误：${field}`, payload: null });
    const got = await call<unknown[]>('GET', `/rest/api/field/${kind}`);
    expect(got.reply.payload).toEqual([]);
  });
});
