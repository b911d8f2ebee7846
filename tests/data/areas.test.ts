import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../src/mocks/node';
import { fakeServices } from '../support/render';

const SHELL = ['common', 'login'];
const ALL = [
  'customizedV2',
  'active',
  'poster',
  'ayb',
  'insured',
  'insuredNew',
  'members',
  'policy',
  'product',
  'health',
  'pay',
  'proposal',
  'common',
  'home',
  'login',
];

const PROFILE = {
  active: true,
  memberNo: 'JX2026000123',
  since: '2026-01-01',
  level: '普通会员',
  benefits: [],
  avatar: null,
};

// Each test starts from a fresh module graph: no area loaded yet, as on a first visit.
beforeEach(() => {
  vi.resetModules();
  localStorage.setItem('user_token', 't-1');
  server.use(
    http.get('/rest/api/members/profile', () =>
      HttpResponse.json({ code: 0, message: '', payload: PROFILE }),
    ),
  );
});

async function until(predicate: () => boolean) {
  await vi.waitFor(() => {
    if (!predicate()) throw new Error('not yet');
  });
}

test('a store starts with the shell’s areas only (login, common): the catalogue’s loads with its screen', async () => {
  const { makeStore } = await import('../../src/data/store');
  const store = makeStore(undefined, fakeServices());
  expect(Object.keys(store.getState()).sort()).toEqual(SHELL);
});

test('an area joins a running store when its module is first imported, with its saga', async () => {
  const { makeStore } = await import('../../src/data/store');
  const store = makeStore(undefined, fakeServices());
  const { membersActions, selectMembers } = await import('../../src/data/members');
  expect(selectMembers(store.getState()).profileStatus).toBe('idle');
  store.dispatch(membersActions.profileRequested());
  await until(() => selectMembers(store.getState()).profileStatus === 'succeeded');
  expect(Object.keys(store.getState()).sort()).toEqual([...SHELL, 'members'].sort());
});

test('a store made later starts with every area loaded so far, and runs each saga once', async () => {
  const { membersActions, selectMembers } = await import('../../src/data/members');
  const { makeStore } = await import('../../src/data/store');
  let asked = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/rest/api/members/profile') asked += 1;
  });
  const store = makeStore(undefined, fakeServices());
  // Importing the area again (another screen that needs it) starts nothing new.
  await import('../../src/data/members');
  store.dispatch(membersActions.profileRequested());
  await until(() => selectMembers(store.getState()).profileStatus === 'succeeded');
  expect(asked).toBe(1);
  server.events.removeAllListeners();
});

test('all fifteen areas of the spec, with the spec’s field names, once their modules load', async () => {
  const { makeStore } = await import('../../src/data/store');
  const store = makeStore(undefined, fakeServices());
  for (const area of ALL.filter((name) => !SHELL.includes(name))) {
    await import(`../../src/data/${area}/index.ts`);
  }
  const state = store.getState();
  expect(Object.keys(state).sort()).toEqual([...ALL].sort());
  expect(state.home.queryCategoryList).toEqual([]);
  expect(state.home.queryProductList).toEqual({ list: [], pagination: null });
  expect(Object.keys(state.login)).toEqual(
    expect.arrayContaining(['token', 'captcha', 'captchaForSendMsgToMobile']),
  );
  expect(Object.keys(state.pay)).toEqual(
    expect.arrayContaining(['healthStatement', 'submitReturn', 'paymentChannel', 'paymentInfo']),
  );
  expect(Object.keys(state.health)).toEqual(
    expect.arrayContaining(['healthStatement', 'submitReturn']),
  );
  expect(Object.keys(state.common)).toEqual(
    expect.arrayContaining([
      'jobs',
      'genes',
      'area',
      'fullArea',
      'priceArgs',
      'price',
      'confirmDetial',
      'profession',
      'wxSdkConfig',
      'userInfo',
      'fxProfession',
      'jdalProfession',
    ]),
  );
  expect(Object.keys(state.customizedV2)).toEqual(['campaign', 'order', 'slots', 'submit']);
  expect(state.product).toEqual({ byId: {}, status: {} });
});

test('a test may preload any area whose module it has imported', async () => {
  const { makeStore } = await import('../../src/data/store');
  const { membersSlice } = await import('../../src/data/members/slice');
  const profile = {
    active: true,
    memberNo: 'JX2026000123',
    since: '2026-01-01',
    level: '普通会员',
    benefits: [],
    avatar: null,
  };
  const members = {
    ...membersSlice.getInitialState(),
    profile,
    profileStatus: 'succeeded' as const,
  };
  expect(() => makeStore({ members }, fakeServices())).toThrow(
    'makeStore: area members is not loaded; import data/members first',
  );
  await import('../../src/data/members');
  const store = makeStore({ members }, fakeServices());
  expect(store.getState().members.profile).toEqual(PROFILE);
});

test('the login area starts with the token this browser keeps', async () => {
  const { makeStore } = await import('../../src/data/store');
  expect(makeStore(undefined, fakeServices()).getState().login.token).toBe('t-1');
  localStorage.removeItem('user_token');
  expect(makeStore(undefined, fakeServices()).getState().login.token).toBeNull();
});
