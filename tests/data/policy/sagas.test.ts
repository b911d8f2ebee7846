import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loginActions } from '../../../src/data/login/slice';
import { policyActions } from '../../../src/data/policy';
import { makeStore } from '../../../src/data/store';
import { db, DEMO_PHONE, resetClock, server, setNow, signIn } from '../../../src/mocks/node';
import { toPolicyDetail } from '../../../src/mocks/policies';
import { fail, ok } from '../../../src/mocks/reply';
import { fakeServices } from '../../support/render';

async function until(predicate: () => boolean) {
  await vi.waitFor(
    () => {
      if (!predicate()) throw new Error('not yet');
    },
    { timeout: 3000 },
  );
}

function setup() {
  const services = fakeServices();
  const store = makeStore(undefined, services);
  return { store, services, policy: () => store.getState().policy };
}

const aPolicy = () => db.policies.all().find((p) => p.productId === 118)!;

beforeEach(() => {
  setNow(Date.parse('2026-11-23T10:00:00+08:00'));
  localStorage.setItem('user_token', signIn(DEMO_PHONE));
});
afterEach(() => resetClock());

describe('the list', () => {
  test('code 0: the page with its pagination; the next page appends', async () => {
    const { store, policy } = setup();
    store.dispatch(policyActions.listRequested({ tab: 'all', page: 1 }));
    await until(() => policy().list.status === 'succeeded');
    expect(policy().list.items).toHaveLength(10);
    expect(policy().list.pagination).toMatchObject({ current_page: 1, total_pages: 2 });
    store.dispatch(policyActions.listRequested({ tab: 'all', page: 2 }));
    await until(() => policy().list.status === 'succeeded');
    expect(policy().list.items).toHaveLength(12);
  });

  test('a tab asks for its status only', async () => {
    let asked = '';
    server.use(
      http.get('/rest/api/policy/list', ({ request }) => {
        asked = new URL(request.url).search;
        return ok([], { pagination: { current_page: 1, total_pages: 1 } });
      }),
    );
    const { store, policy } = setup();
    store.dispatch(policyActions.listRequested({ tab: 'ended', page: 1 }));
    await until(() => policy().list.status === 'succeeded');
    expect(asked).toBe('?pageCount=1&pageSize=10&status=ended');
  });

  test('code 1035 (no phone bound): no toast, the screen is told to bind', async () => {
    server.use(http.get('/rest/api/policy/list', () => fail(1035, '请先绑定手机号')));
    const { store, services, policy } = setup();
    store.dispatch(policyActions.listRequested({ tab: 'all', page: 1 }));
    await until(() => policy().list.status === 'notBound');
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('another code: the server\u2019s message, failed', async () => {
    server.use(http.get('/rest/api/policy/list', () => fail(5000, '系统繁忙')));
    const { store, services, policy } = setup();
    store.dispatch(policyActions.listRequested({ tab: 'all', page: 1 }));
    await until(() => policy().list.status === 'failed');
    expect(services.feedback.toast).toHaveBeenCalledWith('系统繁忙');
  });

  test('a reply of the wrong shape fails like a broken body', async () => {
    server.use(http.get('/rest/api/policy/list', () => ok([{ policyNo: 1 }])));
    const { store, policy } = setup();
    store.dispatch(policyActions.listRequested({ tab: 'all', page: 1 }));
    await until(() => policy().list.status === 'failed');
    expect(policy().list.items).toEqual([]);
  });
});

describe('the detail', () => {
  test('code 0: the policy', async () => {
    const { store, policy } = setup();
    store.dispatch(policyActions.detailRequested({ policyNo: aPolicy().id }));
    await until(() => policy().detail.status === 'succeeded');
    expect(policy().detail.data?.policyNo).toBe(aPolicy().id);
  });

  test('code 4004 (not the visitor\u2019s, or none): not yours, in place, no toast, nothing kept', async () => {
    const { store, services, policy } = setup();
    store.dispatch(policyActions.detailRequested({ policyNo: aPolicy().id }));
    await until(() => policy().detail.status === 'succeeded');
    store.dispatch(policyActions.detailRequested({ policyNo: '80000000' }));
    await until(() => policy().detail.status === 'failed');
    expect(policy().detail).toMatchObject({ notYours: true, refusal: null, data: null });
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('detailForgotten: the policy\u2019s detail and electronic policy go; another\u2019s stay', async () => {
    const { store, policy } = setup();
    store.dispatch(policyActions.detailRequested({ policyNo: aPolicy().id }));
    await until(() => policy().detail.status === 'succeeded');
    store.dispatch(policyActions.detailForgotten({ policyNo: '80000000' }));
    expect(policy().detail.data).not.toBeNull();
    store.dispatch(policyActions.detailForgotten({ policyNo: aPolicy().id }));
    expect(policy().detail).toMatchObject({ policyNo: null, data: null, status: 'idle' });
  });

  test('a network failure: failed without a refusal (the screen offers a retry)', async () => {
    server.use(http.get('/rest/api/policy/:no', () => HttpResponse.error()));
    const { store, policy } = setup();
    store.dispatch(policyActions.detailRequested({ policyNo: aPolicy().id }));
    await until(() => policy().detail.status === 'failed');
    expect(policy().detail.refusal).toBeNull();
  });
});

describe('the electronic policy', () => {
  test('code 0: kept, and the detail follows its status', async () => {
    const { store, policy } = setup();
    const record = aPolicy();
    const issuing = { ...toPolicyDetail(record), epolicy: { status: 'issuing' as const } };
    server.use(http.get(`/rest/api/policy/${record.id}`, () => ok(issuing)));
    store.dispatch(policyActions.detailRequested({ policyNo: record.id }));
    await until(() => policy().detail.status === 'succeeded');
    store.dispatch(policyActions.epolicyRequested({ policyNo: record.id }));
    await until(() => policy().epolicy.status === 'succeeded');
    expect(policy().epolicy.data?.status).toBe('ready');
    expect(policy().detail.data?.epolicy.status).toBe('ready');
  });

  test('another code: the message, failed', async () => {
    server.use(http.get('/rest/api/policy/:no/epolicy', () => fail(4004, '未查询到该保单')));
    const { store, services, policy } = setup();
    store.dispatch(policyActions.epolicyRequested({ policyNo: aPolicy().id }));
    await until(() => policy().epolicy.status === 'failed');
    expect(services.feedback.toast).toHaveBeenCalledWith('未查询到该保单');
  });
});

describe('the renewal', () => {
  const overdue = () => db.policies.all().find((p) => p.productId === 106)!;

  test('code 0: on to pay the new order', async () => {
    const { store, services, policy } = setup();
    store.dispatch(policyActions.renewalRequested({ policyNo: overdue().id }));
    await until(() => services.navigate.mock.calls.length > 0);
    expect(services.navigate.mock.calls[0]![0]).toMatch(/^\/ProductNew\/Pay\?orderId=JX\d+$/);
    expect(policy().renewing).toBeNull();
  });

  test('another code: a payment failure toast, no navigation', async () => {
    const { store, services, policy } = setup();
    store.dispatch(policyActions.renewalRequested({ policyNo: aPolicy().id }));
    await until(() => policy().renewing === null);
    expect(services.feedback.fail).toHaveBeenCalledWith('该保单当前没有待缴的续期保费', 3000);
    expect(services.navigate).not.toHaveBeenCalled();
  });
});

test('a sign-in (a phone just bound) forgets that the account had none', async () => {
  server.use(http.get('/rest/api/policy/list', () => fail(1035, '请先绑定手机号')));
  const { store, policy } = setup();
  store.dispatch(policyActions.listRequested({ tab: 'all', page: 1 }));
  await until(() => policy().list.status === 'notBound');
  store.dispatch(loginActions.loginSucceeded({ token: 't-2' }));
  expect(policy().list.status).toBe('idle');
});
