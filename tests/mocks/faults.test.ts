import type { Reply } from '../../src/api/envelope';
import {
  FAULTS_STORAGE_KEY,
  faultMatches,
  faultResponse,
  persistFaultsIn,
} from '../../src/mocks/faults';
import { clearFaults, listFaults, setFault } from '../../src/mocks/node';

const CATEGORIES = '/rest/api/products/categories';
const get = (path: string) => fetch(new URL(path, location.href));

afterEach(() => {
  clearFaults();
});

describe('sandbox faults', () => {
  it('answers an HTTP status with no body', async () => {
    setFault('GET', CATEGORIES, { status: 503 });
    const response = await get(CATEGORIES);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('');
  });

  it('answers a status with the envelope when a code or message is given too', async () => {
    setFault('GET', CATEGORIES, { status: 401, code: 401, message: '请先登录' });
    const response = await get(CATEGORIES);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: '请先登录', payload: null });
  });

  it('drops the connection', async () => {
    setFault('GET', CATEGORIES, { networkError: true });
    await expect(get(CATEGORIES)).rejects.toThrow(TypeError);
  });

  it('answers a body that is not JSON', async () => {
    setFault('GET', CATEGORIES, { malformed: true });
    const response = await get(CATEGORIES);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{not json');
  });

  it('answers a business error in the envelope', async () => {
    setFault('GET', CATEGORIES, { code: 5001, message: '系统繁忙，请稍后再试' });
    const response = await get(CATEGORIES);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 5001,
      message: '系统繁忙，请稍后再试',
      payload: null,
    });
  });

  it('delays, then lets the normal handler answer', async () => {
    setFault('GET', CATEGORIES, { delayMs: 120 });
    const started = performance.now();
    const response = await get(CATEGORIES);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(((await response.json()) as Reply).code).toBe(0);
  });

  it('applies `times` requests, then goes back to normal', async () => {
    setFault('GET', CATEGORIES, { status: 500, times: 1 });
    expect((await get(CATEGORIES)).status).toBe(500);
    expect(listFaults()).toEqual([]);
    expect((await get(CATEGORIES)).status).toBe(200);
  });

  it('counts down `times` across requests', async () => {
    setFault('GET', CATEGORIES, { status: 502, times: 2 });
    expect((await get(CATEGORIES)).status).toBe(502);
    expect(listFaults()).toEqual([{ method: 'GET', path: CATEGORIES, status: 502, times: 1 }]);
    expect((await get(CATEGORIES)).status).toBe(502);
    expect((await get(CATEGORIES)).status).toBe(200);
  });

  it('matches by method and path pattern only', async () => {
    setFault('POST', CATEGORIES, { status: 503 });
    setFault('GET', '/rest/api/product_types/*', { status: 504 });
    expect((await get(CATEGORIES)).status).toBe(200);
    expect((await get('/rest/api/product_types/products?productCategoryId=1')).status).toBe(504);
    expect((await get('/rest/api/wechat/js/config?page=x')).status).toBe(200);
  });

  it('replaces the rule for the same method and path, and clears them all', () => {
    setFault('get', CATEGORIES, { status: 503 });
    setFault('GET', CATEGORIES, { status: 500 });
    expect(listFaults()).toEqual([{ method: 'GET', path: CATEGORIES, status: 500 }]);
    clearFaults();
    expect(listFaults()).toEqual([]);
  });

  it('refuses nonsense', () => {
    expect(() => setFault('GET', CATEGORIES, { status: 42 })).toThrow();
    expect(() => setFault('GET', CATEGORIES, { times: 0 })).toThrow();
  });

  it('reaches XMLHttpRequest too (what axios uses in the browser)', async () => {
    setFault('GET', CATEGORIES, { status: 503 });
    const status = await new Promise<number>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', CATEGORIES);
      xhr.onload = () => resolve(xhr.status);
      xhr.onerror = () => reject(new Error('xhr failed'));
      xhr.send();
    });
    expect(status).toBe(503);
  });
});

describe('fault path patterns', () => {
  it.each([
    ['/rest/api/products/categories', '/rest/api/products/categories', true],
    ['/rest/api/products/categories', '/rest/api/products/categories/', true],
    ['/rest/api/products/categories', '/rest/api/products', false],
    ['/rest/api/policy/:policyNo', '/rest/api/policy/P2026001', true],
    ['/rest/api/policy/:policyNo', '/rest/api/policy/P1/extra', false],
    ['/rest/api/*', '/rest/api/third_product/payment', true],
    ['http://localhost:3000/rest/api/area?x=1', '/rest/api/area', true],
  ])('%s vs %s -> %s', (pattern, pathname, expected) => {
    expect(faultMatches({ method: '*', path: pattern }, 'GET', pathname)).toBe(expected);
  });
});

describe('fault persistence (browser)', () => {
  afterEach(() => {
    persistFaultsIn(null);
  });

  it('keeps faults in sessionStorage under a sandbox: key, so they outlive a reload', async () => {
    persistFaultsIn(sessionStorage);
    setFault('GET', CATEGORIES, { status: 503, times: 3 });
    expect(FAULTS_STORAGE_KEY.startsWith('sandbox:')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(FAULTS_STORAGE_KEY) ?? 'null')).toEqual([
      { method: 'GET', path: CATEGORIES, status: 503, times: 3 },
    ]);

    // A reload: memory is gone, storage is not; the browser entry reads it back.
    persistFaultsIn(null);
    clearFaults();
    persistFaultsIn(sessionStorage);
    expect(listFaults()).toEqual([{ method: 'GET', path: CATEGORIES, status: 503, times: 3 }]);

    // A use is counted in storage too, and clearing empties it.
    expect((await get(CATEGORIES)).status).toBe(503);
    expect(JSON.parse(sessionStorage.getItem(FAULTS_STORAGE_KEY) ?? 'null')).toEqual([
      { method: 'GET', path: CATEGORIES, status: 503, times: 2 },
    ]);
    clearFaults();
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
  });

  it('ignores garbage in storage', () => {
    sessionStorage.setItem(FAULTS_STORAGE_KEY, '{oops');
    persistFaultsIn(sessionStorage);
    expect(listFaults()).toEqual([]);
  });
});

test('a payload fault answers code 0 with content of the test’s making', async () => {
  const response = await faultResponse({ payload: { nickname: '<img src=x>' } });
  expect(await response!.json()).toEqual({
    code: 0,
    message: '',
    payload: { nickname: '<img src=x>' },
  });
});
