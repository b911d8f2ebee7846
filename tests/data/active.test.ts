import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
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

  test('a non-zero code shows the server message as an info toast and stores none', async () => {
    setFault('GET', BANNERS, { code: 9, message: '活动服务维护中' });
    const { store, services } = setup();
    store.dispatch(activeActions.bannersRequested());
    await settled(store);
    expect(selectBannersStatus(store.getState())).toBe('failed');
    expect(selectBanners(store.getState())).toEqual([]);
    expect(services.feedback.info).toHaveBeenCalledWith('活动服务维护中');
  });

  test('a 503 fails quietly in the saga (the request helper tells the visitor)', async () => {
    setFault('GET', BANNERS, { status: 503 });
    const { store, services } = setup();
    store.dispatch(activeActions.bannersRequested());
    await settled(store);
    expect(selectBannersStatus(store.getState())).toBe('failed');
    expect(services.feedback.info).not.toHaveBeenCalled();
  });

  test('a body that is not the envelope is a failure, not a crash', async () => {
    setFault('GET', BANNERS, { malformed: true });
    const { store } = setup();
    store.dispatch(activeActions.bannersRequested());
    await settled(store);
    expect(selectBannersStatus(store.getState())).toBe('failed');
  });

  test('banners without a picture are a reply of the wrong shape: a failure', async () => {
    server.use(
      http.get(BANNERS, () =>
        HttpResponse.json({ code: 0, message: 'success', payload: [{ id: 1, title: '活动' }] }),
      ),
    );
    const { store } = setup();
    store.dispatch(activeActions.bannersRequested());
    await settled(store);
    expect(selectBannersStatus(store.getState())).toBe('failed');
    expect(selectBanners(store.getState())).toEqual([]);
  });
});
