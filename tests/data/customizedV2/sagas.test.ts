import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { customizedV2Actions } from '../../../src/data/customizedV2';
import { readDraft, writeDraft } from '../../../src/data/customizedV2/draft';
import type { Answers } from '../../../src/data/customizedV2/types';
import { makeStore } from '../../../src/data/store';
import { completeOrderPayment } from '../../../src/mocks/payments';
import { DEMO_PHONE, resetClock, server, setNow, signIn } from '../../../src/mocks/node';
import { fakeServices } from '../../support/render';

/** The consents a fee's order and the answers rest on (issue 24). */
const ORDER_CONSENT = {
  traceId: 'trail-order1',
  consents: { serviceAgreementAt: '2026-11-23T02:00:00.000Z' },
};
const ANSWERS_CONSENT = {
  traceId: 'trail-order1',
  consents: {
    familyInfoAt: '2026-11-23T02:10:00.000Z',
    financeInfoAt: '2026-11-23T02:10:00.000Z',
  },
};

const ID = 'family2026';
const SALT = 'jx-family-2026-5f3a9c';
const sign = (price: string) => createHash('md5').update(`${price}${ID}${SALT}`).digest('hex');
const PHONE = '13955556666';

const ANSWERS: Answers = {
  name: '李女士',
  mobile: PHONE,
  sex: 'female',
  family: 'singleMother',
  childrenNumber: 1,
  childrenSex: ['male'],
  birth: {
    self: '1985-02-01',
    spouse: null,
    children: ['2015-09-09'],
    father: null,
    mother: '1958-03-03',
  },
  income: '10to30',
  socialSecurity: false,
  province: '440000',
  city: '440300',
};

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
  const area = () => store.getState().customizedV2;
  const load = async (query = {}) => {
    store.dispatch(customizedV2Actions.campaignRequested({ id: ID, query }));
    await until(() => area().campaign.status !== 'loading');
    return area().campaign.data;
  };
  const order = async (key = 'k1', query = {}) => {
    store.dispatch(
      customizedV2Actions.orderRequested({
        id: ID,
        request: { ...query, phone: PHONE, idempotencyKey: key, ...ORDER_CONSENT },
      }),
    );
    await until(() => area().order.status !== 'loading');
    return area().order.created;
  };
  return { store, services, area, load, order };
}

beforeEach(() => setNow(Date.parse('2026-11-23T10:00:00+08:00')));
afterEach(() => resetClock());

describe('the visitor status, from the server', () => {
  test('guest -> new -> unpaid -> paid -> done', async () => {
    const { load, order, store, area } = setup();
    expect((await load())?.visitor.status).toBe('guest');

    localStorage.setItem('user_token', signIn(PHONE));
    expect((await load())?.visitor.status).toBe('new');

    const created = await order();
    expect(created).toMatchObject({ amount: 99, status: 'unpaid' });
    expect((await load())?.visitor).toMatchObject({ status: 'unpaid', orderId: created?.orderId });

    completeOrderPayment(created!.orderId, 'paid');
    expect((await load())?.visitor.status).toBe('paid');

    store.dispatch(customizedV2Actions.slotsRequested({ id: ID }));
    await until(() => area().slots.status === 'succeeded');
    const slot = area().slots.data!.find((s) => !s.full)!;
    writeDraft(ID, { consent: true });
    store.dispatch(
      customizedV2Actions.answersSubmitted({
        id: ID,
        request: {
          idempotencyKey: 'a1',
          orderId: created!.orderId,
          slotId: slot.id,
          answers: ANSWERS,
          ...ANSWERS_CONSENT,
        },
      }),
    );
    await until(() => area().submit.status !== 'loading');
    // The plan has its address at once; the planner writes it after the booked call.
    expect(area().submit.done).toMatchObject({
      date: slot.date,
      time: slot.time,
      proposalId: expect.stringMatching(/^P[A-Z0-9]{7}$/),
      planReady: false,
    });
    expect(readDraft(ID)).toEqual({});
    const done = await load();
    expect(done?.visitor.status).toBe('done');
    expect(done?.result?.planReady).toBe(false);

    // Once the call's time has ended, the plan is written.
    setNow(Date.parse(`${slot.date}T${slot.time.slice(-5)}:00+08:00`));
    expect((await load())?.result).toMatchObject({
      proposalId: area().submit.done?.proposalId,
      planReady: true,
    });
  });

  test('the same tap twice makes one order; a second submit answers the first result', async () => {
    localStorage.setItem('user_token', signIn(PHONE));
    const { order } = setup();
    const first = await order('same');
    const again = await order('same');
    expect(again?.orderId).toBe(first?.orderId);
  });

  test('answers without a paid order: notBought (4031), said in place, no toast', async () => {
    localStorage.setItem('user_token', signIn(PHONE));
    const { store, area, services } = setup();
    store.dispatch(
      customizedV2Actions.answersSubmitted({
        id: ID,
        request: {
          idempotencyKey: 'x',
          orderId: '',
          slotId: 'nope',
          answers: ANSWERS,
          ...ANSWERS_CONSENT,
        },
      }),
    );
    await until(() => area().submit.status === 'failed');
    expect(area().submit).toMatchObject({
      notBought: true,
      refusal: '您还没有购买家庭保险方案定制服务',
    });
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('a time that filled up (4090): refused in place and the times asked again', async () => {
    localStorage.setItem('user_token', signIn(PHONE));
    server.use(
      http.post('/rest/api/active/customized/:id/answers', () =>
        HttpResponse.json({ code: 4090, message: '该时间已约满，请选择其他时间', payload: null }),
      ),
    );
    const { store, area } = setup();
    store.dispatch(
      customizedV2Actions.answersSubmitted({
        id: ID,
        request: {
          idempotencyKey: 'x',
          orderId: 'o',
          slotId: 's',
          answers: ANSWERS,
          ...ANSWERS_CONSENT,
        },
      }),
    );
    await until(() => area().slots.status === 'succeeded');
    expect(area().submit).toMatchObject({
      notBought: false,
      refusal: '该时间已约满，请选择其他时间',
    });
  });

  test('an unknown campaign is refused in place; a network failure is a failure with retry', async () => {
    const { store, area } = setup();
    store.dispatch(customizedV2Actions.campaignRequested({ id: 'nope', query: {} }));
    await until(() => area().campaign.status === 'failed');
    expect(area().campaign.refusal).toBe('该服务不存在或已结束');
    server.use(http.get('/rest/api/active/customized/:id', () => HttpResponse.error()));
    store.dispatch(customizedV2Actions.campaignRequested({ id: ID, query: {} }));
    await until(() => area().campaign.status === 'failed');
    expect(area().campaign.refusal).toBeNull();
  });

  test('a refused order is the payment fail toast', async () => {
    localStorage.setItem('user_token', signIn(PHONE));
    const { store, area, services } = setup();
    store.dispatch(
      customizedV2Actions.orderRequested({
        id: ID,
        request: { phone: '123', idempotencyKey: 'k', ...ORDER_CONSENT },
      }),
    );
    await until(() => area().order.status === 'failed');
    expect(services.feedback.fail).toHaveBeenCalledWith('请输入正确的手机号', 3000);
  });
});

describe('the price is the server\u2019s', () => {
  test('a signed price is accepted, and the order is made at it', async () => {
    localStorage.setItem('user_token', signIn(PHONE));
    const { load, order } = setup();
    const query = { price: '9.9', sign: sign('9.9'), channel: 'wx-group' };
    expect(await load(query)).toMatchObject({ price: 9.9, priceSigned: true, regularPrice: 99 });
    expect((await order('k', query))?.amount).toBe(9.9);
  });

  test.each([
    ['a tampered price', { price: '1', sign: sign('9.9') }],
    ['no signature', { price: '9.9' }],
    ['a malformed price', { price: '-1', sign: sign('-1') }],
  ])('%s: the regular price', async (_, query) => {
    localStorage.setItem('user_token', signIn(PHONE));
    const { load, order } = setup();
    expect(await load(query)).toMatchObject({ price: 99, priceSigned: false });
    expect((await order('k', query))?.amount).toBe(99);
  });

  test('an existing customer pays nothing: the order is paid at once', async () => {
    localStorage.setItem('user_token', signIn(DEMO_PHONE));
    const { load, order } = setup();
    expect(await load()).toMatchObject({ price: 0, visitor: { customer: true } });
    expect(await order()).toMatchObject({ amount: 0, status: 'paid' });
    expect((await load())?.visitor.status).toBe('paid');
  });
});
