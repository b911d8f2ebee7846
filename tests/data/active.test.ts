import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { registerRequestHooks, resetRequestHooks } from '../../src/api/request';
import { activeActions, selectBanners, selectBannersStatus } from '../../src/data/active';
import { makeStore } from '../../src/data/store';
import { clearFaults, resetDb, server, setFault } from '../../src/mocks/node';
import { fakeServices } from '../support/render';

const BANNERS = '/rest/api/active/banners';

beforeEach(() => {
  resetDb();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearFaults();
  resetRequestHooks();
  vi.restoreAllMocks();
});

function setup() {
  const services = fakeServices();
  const store = makeStore(undefined, services);
  return { store, services };
}

async function settled(store: ReturnType<typeof setup>['store']) {
  await vi.waitFor(() => {
    if (selectBannersStatus(store.getState()) === 'loading') throw new Error('not yet');
  });
}

describe('the campaign banners (active area) against the sandbox', () => {
  test('code 0 stores the running campaigns in their order', async () => {
    const { store, services } = setup();
    store.dispatch(activeActions.bannersRequested());
    expect(selectBannersStatus(store.getState())).toBe('loading');
    await settled(store);
    expect(selectBannersStatus(store.getState())).toBe('succeeded');
    const banners = selectBanners(store.getState());
    expect(banners.map((banner) => banner.id)).toEqual([301, 302, 303, 304]);
    expect(banners[0]).toEqual({
      id: 301,
      title: expect.stringContaining('给爸妈的意外保障'),
      image: '/sandbox/art/banners/senior.svg',
      link: '/Active/shortvideo',
    });
    expect(services.feedback.info).not.toHaveBeenCalled();
  });

  // A decoration: every way of failing leaves the banners empty, and nobody is told or moved.
  test.each([
    ['a non-zero code', { code: 9, message: '活动服务维护中' }],
    ['a 503', { status: 503 }],
    ['a 404 (a status that sends the visitor home from other calls)', { status: 404 }],
    ['a 500', { status: 500 }],
    ['a 403', { status: 403 }],
    ['a 429', { status: 429 }],
    ['a 401', { status: 401 }],
    ['a lost network', { networkError: true }],
    ['a body that is not the envelope', { malformed: true }],
  ] as const)('%s stores none, and tells and moves nobody', async (_, fault) => {
    const redirect = vi.fn();
    const notice = vi.fn();
    const unauthorized = vi.fn();
    registerRequestHooks({ redirect, notice, unauthorized });
    setFault('GET', BANNERS, fault);
    const { store, services } = setup();
    store.dispatch(activeActions.bannersRequested());
    await settled(store);
    expect(selectBannersStatus(store.getState())).toBe('failed');
    expect(selectBanners(store.getState())).toEqual([]);
    for (const told of Object.values(services.feedback)) expect(told).not.toHaveBeenCalled();
    expect(services.navigate).not.toHaveBeenCalled();
    expect(notice).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  test('banners without a picture are a reply of the wrong shape: a failure', async () => {
    server.use(
      http.get(BANNERS, () =>
        HttpResponse.json({ code: 0, message: 'success', payload: [{ id: 1, title: '活动' }] }),
      ),
    );
    const { store, services } = setup();
    store.dispatch(activeActions.bannersRequested());
    await settled(store);
    expect(selectBannersStatus(store.getState())).toBe('failed');
    expect(selectBanners(store.getState())).toEqual([]);
    for (const told of Object.values(services.feedback)) expect(told).not.toHaveBeenCalled();
  });
});
