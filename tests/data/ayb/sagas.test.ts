import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aybActions } from '../../../src/data/ayb';
import { readClaimDraft, writeClaimDraft } from '../../../src/data/ayb/draft';
import { GIFT_CODE, type ClaimBody } from '../../../src/data/ayb/types';
import { makeStore } from '../../../src/data/store';
import { db, DEMO_PHONE, resetClock, server, setNow, signIn } from '../../../src/mocks/node';
import { fail, ok, replyWith } from '../../../src/mocks/reply';
import { fakeServices } from '../../support/render';
import { IDS } from '../../mocks/funnel-helpers';

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
  return { store, services, ayb: () => store.getState().ayb };
}

let keys = 0;
const body = (overrides: Partial<ClaimBody> = {}): ClaimBody => ({
  idempotencyKey: `gift-key-${(keys += 1)}-${Date.now()}`,
  traceId: 'trace-gift-1',
  relationship: 'self',
  insured: { name: '王小明', idCard: IDS.male1990, mobile: '13912345678' },
  applicant: null,
  consents: { documentsReadAt: '2026-11-23T02:00:00.000Z', insuredAgreedAt: null },
  ...overrides,
});

const CLAIMED = {
  policyNo: 'P120X',
  orderId: 'JX1',
  productName: '出行无忧意外险(赠)',
  insurer: '合璟财产保险股份有限公司',
  insuredName: '王**',
  effectiveDate: '2026-11-24',
  endDate: '2026-12-23',
};

beforeEach(() => {
  setNow(Date.parse('2026-11-23T10:00:00+08:00'));
  localStorage.setItem('user_token', signIn(DEMO_PHONE));
});
afterEach(() => resetClock());

describe('the gift', () => {
  test('code 0: the gift, checked and kept', async () => {
    const { store, ayb } = setup();
    store.dispatch(aybActions.giftRequested({ id: 120 }));
    await until(() => ayb().giftStatus === 'succeeded');
    expect(ayb().gift).toMatchObject({ id: 120, status: 'open', termLabel: '30天' });
  });

  test('4004: not found, said in place without a toast', async () => {
    const { store, services, ayb } = setup();
    store.dispatch(aybActions.giftRequested({ id: 999 }));
    await until(() => ayb().giftStatus === 'failed');
    expect(ayb().giftMissing).toBe('赠险活动不存在或已下线');
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('another code: the server\u2019s message, failed (the screen offers a retry)', async () => {
    server.use(http.get('/rest/api/gift/:id', () => fail(5000, '系统繁忙')));
    const { store, services, ayb } = setup();
    store.dispatch(aybActions.giftRequested({ id: 120 }));
    await until(() => ayb().giftStatus === 'failed');
    expect(services.feedback.toast).toHaveBeenCalledWith('系统繁忙');
    expect(ayb().giftMissing).toBeNull();
  });
});

describe('the claim', () => {
  test('claimed: the policy is kept, the draft dropped, and the result replaces the form', async () => {
    writeClaimDraft(120, { consentAt: 'x', insured: { name: '王小明' } });
    const { store, services, ayb } = setup();
    store.dispatch(aybActions.claimRequested({ id: 120, body: body() }));
    await until(() => ayb().claim.status === 'claimed');
    const policyNo = ayb().claim.policy!.policyNo;
    expect(db.policies.get(policyNo)).toMatchObject({ productId: 120, premium: 0 });
    expect(ayb().result.policy?.policyNo).toBe(policyNo);
    expect(readClaimDraft(120)).toEqual({});
    expect(services.navigate).toHaveBeenCalledWith(
      `/Insurance/ayb/successful?id=120&policyNo=${policyNo}`,
      { replace: true },
    );
  });

  test('already claimed: the existing policy instead of an error, no toast', async () => {
    const { store, services, ayb } = setup();
    store.dispatch(aybActions.claimRequested({ id: 120, body: body() }));
    await until(() => ayb().claim.status === 'claimed');
    const first = ayb().claim.policy!.policyNo;
    store.dispatch(aybActions.claimRequested({ id: 120, body: body() }));
    await until(() => ayb().claim.status === 'already');
    expect(ayb().claim.policy?.policyNo).toBe(first);
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('already claimed by someone else: no policy shown', async () => {
    server.use(
      http.post('/rest/api/gift/:id/claim', () =>
        replyWith(GIFT_CODE.alreadyClaimed, '该被保险人已领取过本保障', null),
      ),
    );
    const { store, ayb } = setup();
    store.dispatch(aybActions.claimRequested({ id: 120, body: body() }));
    await until(() => ayb().claim.status === 'already');
    expect(ayb().claim.policy).toBeNull();
  });

  test('ended and sold out: unavailable, with the server\u2019s message', async () => {
    const { store, ayb } = setup();
    store.dispatch(aybActions.claimRequested({ id: 1120, body: body() }));
    await until(() => ayb().claim.status === 'unavailable');
    expect(ayb().claim).toMatchObject({
      unavailable: 'ended',
      message: '本次赠险活动已结束，感谢关注',
    });
    store.dispatch(aybActions.claimRequested({ id: 1121, body: body() }));
    await until(() => ayb().claim.unavailable === 'soldOut');
  });

  test('another non-zero code: refused, its message in place and no toast', async () => {
    const { store, services, ayb } = setup();
    const tooOld = { name: '王大爷', idCard: IDS.male19601121, mobile: '13912345678' };
    store.dispatch(aybActions.claimRequested({ id: 120, body: body({ insured: tooOld }) }));
    await until(() => ayb().claim.status === 'refused');
    expect(ayb().claim.message).toBe('被保人年龄不符合投保要求');
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('an HTTP error: failed (the request helper has told the visitor), nothing navigates', async () => {
    server.use(
      http.post('/rest/api/gift/:id/claim', () => new HttpResponse(null, { status: 502 })),
    );
    const { store, services, ayb } = setup();
    store.dispatch(aybActions.claimRequested({ id: 120, body: body() }));
    await until(() => ayb().claim.status === 'failed');
    expect(services.navigate).not.toHaveBeenCalled();
  });

  test('one tap, one claim: taps while one is in flight are ignored', async () => {
    let calls = 0;
    server.use(
      http.post('/rest/api/gift/:id/claim', async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ok(CLAIMED);
      }),
    );
    const { store, ayb } = setup();
    const once = body();
    store.dispatch(aybActions.claimRequested({ id: 120, body: once }));
    store.dispatch(aybActions.claimRequested({ id: 120, body: once }));
    await until(() => ayb().claim.status === 'claimed');
    expect(calls).toBe(1);
  });

  test('the result after a reload: asked for by its number', async () => {
    const { store, ayb } = setup();
    store.dispatch(aybActions.claimRequested({ id: 120, body: body() }));
    await until(() => ayb().claim.status === 'claimed');
    const policyNo = ayb().claim.policy!.policyNo;
    const fresh = setup();
    fresh.store.dispatch(aybActions.resultRequested({ id: 120, policyNo }));
    await until(() => fresh.ayb().result.status === 'succeeded');
    expect(fresh.ayb().result.policy?.policyNo).toBe(policyNo);
    // Another gift's claim of that number is none (4004): not yours, in place, nothing kept.
    fresh.store.dispatch(aybActions.resultRequested({ id: 121, policyNo }));
    await until(() => fresh.ayb().result.status === 'failed');
    expect(fresh.ayb().result).toEqual({
      policy: null,
      status: 'failed',
      message: '',
      notYours: true,
    });
    fresh.store.dispatch(aybActions.resultForgotten());
    expect(fresh.ayb().result.notYours).toBe(false);
  });

  test('leaving the result forgets the claim\u2019s policy', async () => {
    const { store, ayb } = setup();
    store.dispatch(aybActions.claimRequested({ id: 120, body: body() }));
    await until(() => ayb().claim.status === 'claimed');
    store.dispatch(aybActions.resultForgotten());
    expect(ayb().result.policy).toBeNull();
    expect(ayb().claim).toMatchObject({ status: 'idle', policy: null });
  });
});
