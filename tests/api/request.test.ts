import { http, HttpResponse, delay } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, expectTypeOf, test, vi } from 'vitest';
import { COPY } from '../../src/config/copy';
import {
  CACHE_TTL_MS,
  RequestError,
  clearRequestCache,
  redirectsHome,
  registerRequestHooks,
  request,
  requestBlob,
  resetRequestHooks,
  upload,
} from '../../src/api/request';
import { server } from '../../src/mocks/node';

const redirect = vi.fn();
const notice = vi.fn();

beforeEach(() => {
  registerRequestHooks({ redirect, notice });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetRequestHooks();
  redirect.mockReset();
  notice.mockReset();
  vi.restoreAllMocks();
});

const ok = (payload: unknown) => HttpResponse.json({ code: 0, message: 'success', payload });

describe('headers and bodies', () => {
  test('every request carries token: Bearer <user_token>', async () => {
    localStorage.setItem('user_token', 'abc123');
    let header: string | null = null;
    server.use(
      http.get('/rest/api/echo', ({ request: req }) => {
        header = req.headers.get('token');
        return ok(null);
      }),
    );
    await request('/rest/api/echo', { schema: v.unknown() });
    expect(header).toBe('Bearer abc123');
  });

  test('the header is sent without a stored token too', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get('/rest/api/echo', ({ request: req }) => {
        header = req.headers.get('token');
        return ok(null);
      }),
    );
    await request('/rest/api/echo', { schema: v.unknown() });
    expect(header).toBe('Bearer');
  });

  test('an explicit token (messaging-app user info) replaces the user token', async () => {
    localStorage.setItem('user_token', 'user');
    let header: string | null = null;
    server.use(
      http.get('/rest/api/echo', ({ request: req }) => {
        header = req.headers.get('token');
        return ok(null);
      }),
    );
    await request('/rest/api/echo', { schema: v.unknown(), token: 'wechat-token' });
    expect(header).toBe('Bearer wechat-token');
  });

  test.each(['POST', 'PUT', 'DELETE'] as const)('%s sends a JSON body', async (method) => {
    let body: unknown = null;
    let type: string | null = null;
    server.use(
      http.all('/rest/api/echo', async ({ request: req }) => {
        type = req.headers.get('content-type');
        body = await req.json();
        return ok(null);
      }),
    );
    await request('/rest/api/echo', {
      schema: v.unknown(),
      method,
      body: { phone: '13800138000', n: 1 },
    });
    expect(type).toContain('application/json');
    expect(body).toEqual({ phone: '13800138000', n: 1 });
  });

  test('FormData is sent as is, and upload puts the files under the key', async () => {
    let names: string[] = [];
    let type: string | null = null;
    let field: FormDataEntryValue | null = null;
    server.use(
      http.post('/rest/api/upload', async ({ request: req }) => {
        const form = await req.formData();
        // jsdom's File does not survive the trip into msw intact; the parts and keys do.
        names = form.getAll('file').map(() => 'file');
        type = req.headers.get('content-type');
        field = form.get('kind');
        return ok({ url: '/a.jpg' });
      }),
    );
    const reply = await upload(
      '/rest/api/upload',
      'file',
      [new File(['x'], 'a.jpg'), new File(['y'], 'b.jpg')],
      { schema: v.unknown(), fields: { kind: 'avatar' } },
    );
    expect(reply.payload).toEqual({ url: '/a.jpg' });
    expect(names).toHaveLength(2);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(field).toBe('avatar');
  });

  test('query parameters are encoded', async () => {
    let page: string | null = null;
    server.use(
      http.get('/rest/api/echo', ({ request: req }) => {
        page = new URL(req.url).searchParams.get('page');
        return ok(null);
      }),
    );
    await request('/rest/api/echo', {
      schema: v.unknown(),
      params: { page: 'https://x.cn/a?b=1&c=2' },
    });
    expect(page).toBe('https://x.cn/a?b=1&c=2');
  });

  test('only API paths are accepted, so the token never leaves for another host', async () => {
    await expect(
      request('https://evil.example/rest/api/x', { schema: v.unknown() }),
    ).rejects.toThrow(/Not an API path/);
    await expect(request('//evil.example/rest/api/x', { schema: v.unknown() })).rejects.toThrow(
      /Not an API path/,
    );
  });
});

describe('blob replies', () => {
  test('a binary reply comes back as a Blob', async () => {
    server.use(
      http.post('/rest/api/captcha', () =>
        HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    );
    const result = await requestBlob('/rest/api/captcha', { method: 'POST', body: { token: 't' } });
    expect(result).toBeInstanceOf(Blob);
    expect((result as Blob).size).toBe(4);
  });

  test('a JSON envelope in place of the image comes back as the reply', async () => {
    server.use(
      http.post('/rest/api/captcha', () =>
        HttpResponse.json({ code: 3, message: '令牌过期', payload: null }),
      ),
    );
    const result = await requestBlob('/rest/api/captcha', { method: 'POST', body: {} });
    expect(result).toEqual({ code: 3, message: '令牌过期', payload: null });
  });
});

describe('the 60-second session cache', () => {
  test('a cached call is answered from sessionStorage within 60 s, keyed by path plus body', async () => {
    let calls = 0;
    server.use(
      http.post('/rest/api/cached', async ({ request: req }) => {
        calls += 1;
        return ok({ calls, body: await req.json() });
      }),
    );
    const first = await request('/rest/api/cached', {
      schema: v.unknown(),
      method: 'POST',
      body: { a: 1 },
      cache: true,
    });
    const second = await request('/rest/api/cached', {
      schema: v.unknown(),
      method: 'POST',
      body: { a: 1 },
      cache: true,
    });
    const other = await request('/rest/api/cached', {
      schema: v.unknown(),
      method: 'POST',
      body: { a: 2 },
      cache: true,
    });
    expect(first).toEqual(second);
    expect(other.payload).toEqual({ calls: 2, body: { a: 2 } });
    expect(calls).toBe(2);
  });

  test('the entry expires after 60 s', async () => {
    let calls = 0;
    server.use(
      http.get('/rest/api/cached', () => {
        calls += 1;
        return ok(calls);
      }),
    );
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await request('/rest/api/cached', { schema: v.unknown(), cache: true });
    now.mockReturnValue(1_000_000 + CACHE_TTL_MS - 1);
    expect((await request('/rest/api/cached', { schema: v.unknown(), cache: true })).payload).toBe(
      1,
    );
    now.mockReturnValue(1_000_000 + CACHE_TTL_MS + 1);
    expect((await request('/rest/api/cached', { schema: v.unknown(), cache: true })).payload).toBe(
      2,
    );
  });

  test('without the option nothing is cached, and failures are never cached', async () => {
    let calls = 0;
    server.use(
      http.get('/rest/api/cached', () => {
        calls += 1;
        return HttpResponse.json({ code: 9, message: '忙', payload: null });
      }),
    );
    await request('/rest/api/cached', { schema: v.unknown(), cache: true });
    await request('/rest/api/cached', { schema: v.unknown(), cache: true });
    await request('/rest/api/cached', { schema: v.unknown() });
    expect(calls).toBe(3);
    clearRequestCache();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('request-cache:'))).toEqual([]);
  });
});

describe('statuses (spec section 8)', () => {
  test('400 passes as a normal reply', async () => {
    server.use(
      http.get('/rest/api/s', () =>
        HttpResponse.json({ code: 1001, message: '参数错误', payload: null }, { status: 400 }),
      ),
    );
    await expect(request('/rest/api/s', { schema: v.unknown() })).resolves.toEqual({
      code: 1001,
      message: '参数错误',
      payload: null,
    });
    expect(redirect).not.toHaveBeenCalled();
  });

  test('401 yields the 401 message as the result', async () => {
    server.use(http.get('/rest/api/s', () => new HttpResponse(null, { status: 401 })));
    const reply = await request('/rest/api/s', { schema: v.unknown() });
    expect(reply).toEqual({ code: 401, message: COPY.httpStatus[401], payload: null });
    expect(redirect).not.toHaveBeenCalled();
  });

  test.each([403, 404, 406, 410, 421, 500, 502, 503, 504])(
    '%i is logged, raised, and sends the visitor home with its message',
    async (status) => {
      server.use(http.get('/rest/api/s', () => new HttpResponse(null, { status })));
      const error = await request('/rest/api/s', { schema: v.unknown() }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).status).toBe(status);
      expect(console.error).toHaveBeenCalledWith(
        'offline request error',
        'http',
        status,
        '/rest/api/s',
      );
      expect(redirect).toHaveBeenCalledWith('/Home');
      expect(notice).toHaveBeenCalledWith(COPY.httpStatus[status] ?? COPY.httpStatus[500]);
    },
  );

  test.each([402, 405, 422, 429, 501])(
    '%i is raised and redirects only inside the ranges',
    async (status) => {
      server.use(http.get('/rest/api/s', () => new HttpResponse(null, { status })));
      await expect(request('/rest/api/s', { schema: v.unknown() })).rejects.toBeInstanceOf(
        RequestError,
      );
      expect(redirect).toHaveBeenCalledTimes(redirectsHome(status) ? 1 : 0);
    },
  );

  test('statuses outside 403, 404-421 and 500-504 raise without redirecting', async () => {
    server.use(http.get('/rest/api/s', () => new HttpResponse(null, { status: 429 })));
    await expect(request('/rest/api/s', { schema: v.unknown() })).rejects.toMatchObject({
      kind: 'http',
      status: 429,
    });
    expect(redirect).not.toHaveBeenCalled();
    expect(notice).not.toHaveBeenCalled();
  });

  test('redirectsHome follows the spec ranges exactly', () => {
    expect([402, 403, 404, 421, 422, 499, 500, 504, 505].map(redirectsHome)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  test('a lost network shows the network message and raises', async () => {
    server.use(http.get('/rest/api/s', () => HttpResponse.error()));
    await expect(request('/rest/api/s', { schema: v.unknown() })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(notice).toHaveBeenCalledWith(COPY.networkError);
    expect(redirect).not.toHaveBeenCalled();
  });

  test('a timeout shows the network message and raises', async () => {
    server.use(
      http.get('/rest/api/slow', async () => {
        await delay(200);
        return ok(null);
      }),
    );
    await expect(
      request('/rest/api/slow', { schema: v.unknown(), timeoutMs: 20 }),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(notice).toHaveBeenCalledWith(COPY.networkError);
  });

  test('a malformed JSON body is raised, not handed on', async () => {
    server.use(http.get('/rest/api/s', () => new HttpResponse('{not json', { status: 200 })));
    await expect(request('/rest/api/s', { schema: v.unknown() })).rejects.toMatchObject({
      kind: 'malformed',
    });
    expect(notice).toHaveBeenCalledWith(COPY.httpStatus[500]);
    expect(redirect).not.toHaveBeenCalled();
  });

  test('JSON without the envelope is treated as malformed', async () => {
    server.use(http.get('/rest/api/s', () => HttpResponse.json({ hello: 'world' })));
    await expect(request('/rest/api/s', { schema: v.unknown() })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  test('the console never sees the query string', async () => {
    server.use(http.get('/rest/api/s', () => new HttpResponse(null, { status: 500 })));
    await request('/rest/api/s', {
      schema: v.unknown(),
      params: { idCard: '110101199003071234' },
    }).catch(() => {});
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('1101011990');
  });
});

describe('a quiet call (a decoration: RequestOptions.quiet)', () => {
  const unauthorized = vi.fn();
  beforeEach(() => registerRequestHooks({ unauthorized }));
  afterEach(() => unauthorized.mockReset());

  const quietly = (path = '/rest/api/q', extra: { timeoutMs?: number } = {}) =>
    request(path, { schema: v.array(v.number()), quiet: true, ...extra });

  const noHookRan = () => {
    expect(notice).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    expect(unauthorized).not.toHaveBeenCalled();
  };

  test('a good reply comes back as from any call', async () => {
    server.use(http.get('/rest/api/q', () => ok([1, 2])));
    await expect(quietly()).resolves.toMatchObject({ code: 0, payload: [1, 2] });
    noHookRan();
  });

  test('a non-zero code is handed back, untold', async () => {
    server.use(
      http.get('/rest/api/q', () =>
        HttpResponse.json({ code: 9, message: '维护中', payload: null }),
      ),
    );
    await expect(quietly()).resolves.toMatchObject({ code: 9, message: '维护中' });
    noHookRan();
  });

  test.each([403, 404, 410, 421, 500, 502, 503, 504, 429, 501])(
    '%i is logged and raised: no notice, no redirect home',
    async (status) => {
      server.use(http.get('/rest/api/q', () => new HttpResponse(null, { status })));
      await expect(quietly()).rejects.toMatchObject({ kind: 'http', status });
      expect(console.error).toHaveBeenCalledWith(
        'offline request error',
        'http',
        status,
        '/rest/api/q',
      );
      noHookRan();
    },
  );

  test('a 401 is the 401 reply, and the token is left to the calls that need it', async () => {
    server.use(http.get('/rest/api/q', () => new HttpResponse(null, { status: 401 })));
    await expect(quietly()).resolves.toMatchObject({ code: 401 });
    noHookRan();
  });

  test('a lost network is logged and raised, untold', async () => {
    server.use(http.get('/rest/api/q', () => HttpResponse.error()));
    await expect(quietly()).rejects.toMatchObject({ kind: 'network' });
    expect(console.error).toHaveBeenCalledWith(
      'offline request error',
      'network',
      '',
      '/rest/api/q',
    );
    noHookRan();
  });

  test('a timeout is logged and raised, untold', async () => {
    server.use(
      http.get('/rest/api/q', async () => {
        await delay(200);
        return ok([1]);
      }),
    );
    await expect(quietly('/rest/api/q', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    noHookRan();
  });

  test.each([
    ['a broken body', () => new HttpResponse('{not json', { status: 200 })],
    ['JSON without the envelope', () => HttpResponse.json({ hello: 'world' })],
    ['a payload of the wrong shape', () => ok([{ id: 1 }])],
  ])('%s is raised as malformed, untold', async (_, reply) => {
    server.use(http.get('/rest/api/q', reply));
    await expect(quietly()).rejects.toMatchObject({ kind: 'malformed' });
    noHookRan();
  });

  test('the same failures of a call that is not quiet still tell (the hooks are not switched off)', async () => {
    server.use(http.get('/rest/api/q', () => new HttpResponse(null, { status: 503 })));
    await expect(request('/rest/api/q', { schema: v.unknown() })).rejects.toBeInstanceOf(
      RequestError,
    );
    expect(notice).toHaveBeenCalledWith(COPY.httpStatus[503]);
    expect(redirect).toHaveBeenCalledWith('/Home');
  });
});

describe('the raised hook (the field report of every raised error)', () => {
  const raised = vi.fn();
  beforeEach(() => registerRequestHooks({ raised }));
  afterEach(() => raised.mockReset());

  test.each([false, true])(
    'every raised error, quiet (%s) or not, reaches it once: its kind, status and path',
    async (quiet) => {
      const call = (path: string, timeoutMs?: number) =>
        request(path, { schema: v.array(v.number()), quiet, timeoutMs }).catch(
          (error: unknown) => error,
        );
      server.use(
        http.get('/rest/api/h/:id', () => new HttpResponse(null, { status: 503 })),
        http.get('/rest/api/n', () => HttpResponse.error()),
        http.get('/rest/api/m', () => ok([{ id: 1 }])),
        http.get('/rest/api/t', async () => {
          await delay(200);
          return ok([1]);
        }),
      );
      await call('/rest/api/h/P7K3QX2M');
      await call('/rest/api/n');
      await call('/rest/api/m');
      await call('/rest/api/t', 20);
      expect(raised.mock.calls.map(([error]) => error)).toEqual([
        expect.objectContaining({ kind: 'http', status: 503, path: '/rest/api/h/P7K3QX2M' }),
        expect.objectContaining({ kind: 'network', path: '/rest/api/n' }),
        expect.objectContaining({ kind: 'malformed', path: '/rest/api/m' }),
        expect.objectContaining({ kind: 'timeout', path: '/rest/api/t' }),
      ]);
      for (const [error] of raised.mock.calls) expect(error).toBeInstanceOf(RequestError);
    },
  );

  test('a reply is no error: a non-zero code, a 400, a 401 do not reach it', async () => {
    server.use(
      http.get('/rest/api/c', () => HttpResponse.json({ code: 9, message: 'x', payload: null })),
      http.get('/rest/api/b', () =>
        HttpResponse.json({ code: 1001, message: 'bad', payload: null }, { status: 400 }),
      ),
      http.get('/rest/api/u', () => new HttpResponse(null, { status: 401 })),
    );
    for (const path of ['/rest/api/c', '/rest/api/b', '/rest/api/u']) {
      await request(path, { schema: v.unknown() });
    }
    expect(raised).not.toHaveBeenCalled();
  });
});

describe('reply schemas (checked at the boundary)', () => {
  const Person = v.object({
    id: v.number(),
    name: v.string(),
    tags: v.nullish(v.array(v.string()), () => []),
    nickname: v.optional(v.string()),
  });
  const answer = (body: Record<string, unknown>) =>
    server.use(http.get('/rest/api/person', () => HttpResponse.json(body)));
  const reply = (payload: unknown, extra: Record<string, unknown> = {}) => ({
    code: 0,
    message: 'success',
    payload,
    ...extra,
  });

  test('a matching payload passes through, typed, with the defaults filled in', async () => {
    answer(reply({ id: 7, name: '王小明', extra: 'dropped' }));
    const result = await request('/rest/api/person', { schema: Person });
    expectTypeOf(result.payload).toEqualTypeOf<{
      id: number;
      name: string;
      tags: string[];
      nickname?: string | undefined;
    }>();
    expect(result).toEqual({
      code: 0,
      message: 'success',
      payload: { id: 7, name: '王小明', tags: [] },
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  test('optional fields may be missing or null', async () => {
    answer(reply({ id: 7, name: '王小明', tags: null }));
    const result = await request('/rest/api/person', { schema: Person });
    expect(result.payload).toEqual({ id: 7, name: '王小明', tags: [] });
  });

  test.each([
    ['a missing required field', { id: 7 }],
    ['a null required field', { id: 7, name: null }],
    ['a wrongly typed required field', { id: '7', name: '王小明' }],
    ['a wrongly typed optional field', { id: 7, name: '王小明', tags: '保障' }],
    ['an empty payload', {}],
    ['a null payload', null],
  ])('%s is raised as malformed, logged with the path only', async (_, payload) => {
    answer(reply(payload));
    const error = await request('/rest/api/person', {
      params: { idCard: '110101199003071234' },
      schema: Person,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'malformed', path: '/rest/api/person' });
    expect(console.error).toHaveBeenCalledWith(
      'offline request error',
      'malformed',
      200,
      '/rest/api/person',
    );
    const logged = JSON.stringify(vi.mocked(console.error).mock.calls);
    expect(logged).not.toContain('1101011990');
    expect(logged).not.toContain('王小明');
    expect(notice).toHaveBeenCalledWith(COPY.httpStatus[500]);
    expect(redirect).not.toHaveBeenCalled();
  });

  test('a non-zero code passes untouched, whatever its payload', async () => {
    answer({ code: 4004, message: '不存在', payload: null });
    await expect(request('/rest/api/person', { schema: Person })).resolves.toEqual({
      code: 4004,
      message: '不存在',
      payload: null,
    });
    answer({ code: -1, message: '不符合', payload: { id: 'x' } });
    await expect(request('/rest/api/person', { schema: Person })).resolves.toMatchObject({
      code: -1,
      payload: { id: 'x' },
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  test('meta is checked when the call reads it, and passed on as it came otherwise', async () => {
    const Meta = v.object({ token: v.string() });
    answer(reply(null, { meta: { token: 'abc', other: 1 } }));
    const checked = await request('/rest/api/person', { schema: v.unknown(), metaSchema: Meta });
    expectTypeOf(checked.meta).toEqualTypeOf<{ token: string } | undefined>();
    expect(checked.meta).toEqual({ token: 'abc' });
    const unchecked = await request('/rest/api/person', { schema: v.unknown() });
    expect(unchecked.meta).toEqual({ token: 'abc', other: 1 });

    answer(reply(null, { meta: { captchaImage: 'data:,' } }));
    await expect(
      request('/rest/api/person', { schema: v.unknown(), metaSchema: Meta }),
    ).rejects.toMatchObject({ kind: 'malformed' });
    answer(reply(null));
    await expect(
      request('/rest/api/person', { schema: v.unknown(), metaSchema: Meta }),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });

  test('a schema loaded with the call checks the same way', async () => {
    const load = vi.fn(() => Promise.resolve(Person));
    answer(reply({ id: 7, name: '王小明' }));
    await expect(request('/rest/api/person', { schema: load })).resolves.toMatchObject({
      payload: { id: 7, tags: [] },
    });
    answer(reply({ id: 7 }));
    await expect(request('/rest/api/person', { schema: load })).rejects.toMatchObject({
      kind: 'malformed',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a schema that cannot be loaded is a lost network; other codes do not need it', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    answer(reply({ id: 7, name: '王小明' }));
    await expect(request('/rest/api/person', { schema: load })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(notice).toHaveBeenCalledWith(COPY.networkError);
    answer({ code: 1001, message: '参数错误', payload: null });
    await expect(request('/rest/api/person', { schema: load })).resolves.toMatchObject({
      code: 1001,
    });
  });

  test('a cached reply is checked again, and one that no longer matches is asked anew', async () => {
    let calls = 0;
    server.use(
      http.get('/rest/api/person', () => {
        calls += 1;
        return HttpResponse.json(reply({ id: calls, name: '王小明' }));
      }),
    );
    const first = await request('/rest/api/person', { schema: Person, cache: true });
    const again = await request('/rest/api/person', { schema: Person, cache: true });
    expect(again).toEqual(first);
    expect(calls).toBe(1);
    const Stricter = v.object({ id: v.number(), name: v.string(), level: v.string() });
    await expect(
      request('/rest/api/person', { schema: Stricter, cache: true }),
    ).rejects.toMatchObject({ kind: 'malformed' });
    expect(calls).toBe(2);
  });

  test('an upload is checked too', async () => {
    server.use(http.post('/rest/api/upload', () => HttpResponse.json(reply({ href: '/a.jpg' }))));
    await expect(
      upload('/rest/api/upload', 'file', new File(['x'], 'a.jpg'), {
        schema: v.object({ url: v.string() }),
      }),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });
});
