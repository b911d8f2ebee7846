import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { proposalActions } from '../../../src/data/proposal';
import { readBookingDraft, writeBookingDraft } from '../../../src/data/proposal/booking-draft';
import { makeStore } from '../../../src/data/store';
import { loginActions } from '../../../src/data/login/slice';
import {
  DEMO_PHONE,
  resetClock,
  SECOND_PHONE,
  server,
  setNow,
  signIn,
} from '../../../src/mocks/node';
import { fail } from '../../../src/mocks/reply';
import { fakeServices } from '../../support/render';

const ID = 'P7K3QX2M';

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
  return { store, services, proposal: () => store.getState().proposal };
}

beforeEach(() => {
  setNow(Date.parse('2026-11-23T10:00:00+08:00'));
  // The plan's own family, signed in, unless a test says otherwise.
  localStorage.setItem('user_token', signIn(DEMO_PHONE));
});
afterEach(() => resetClock());

describe('the plan', () => {
  test('code 4004 (another account\u2019s plan, or none): not yours, nothing of any plan kept, no toast', async () => {
    const { store, services, proposal } = setup();
    store.dispatch(proposalActions.requested({ id: ID }));
    await until(() => proposal().status === 'succeeded');
    localStorage.setItem('user_token', signIn(SECOND_PHONE));
    store.dispatch(proposalActions.requested({ id: ID }));
    await until(() => proposal().status === 'failed');
    expect(proposal()).toMatchObject({ id: ID, notYours: true, data: null, refusal: null });
    expect(JSON.stringify(proposal())).not.toContain('张先生');
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('cleared on leaving, on logout and when the token is dropped', async () => {
    const { store, proposal } = setup();
    for (const clear of [
      proposalActions.cleared(),
      loginActions.loggedOut(),
      loginActions.tokenCleared(),
    ]) {
      // Logging out drops the stored token: each round signs in again.
      localStorage.setItem('user_token', signIn(DEMO_PHONE));
      store.dispatch(proposalActions.requested({ id: ID }));
      await until(() => proposal().status === 'succeeded');
      store.dispatch(clear);
      expect(proposal()).toMatchObject({ id: null, data: null, status: 'idle' });
    }
  });

  test('a plan its planner is still writing: the word that it is being written, no plan', async () => {
    server.use(
      http.get('/rest/api/proposal/:id', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          payload: { id: 'PWRITE01', status: 'writing', addressee: '周女士', advisor: null },
        }),
      ),
    );
    const { store, proposal } = setup();
    store.dispatch(proposalActions.requested({ id: 'PWRITE01' }));
    await until(() => proposal().status === 'succeeded');
    expect(proposal().writing).toEqual({
      id: 'PWRITE01',
      status: 'writing',
      addressee: '周女士',
      advisor: null,
    });
    expect(proposal().data).toBeNull();
  });

  test('its family, signed in, is told the birth dates (for the trial)', async () => {
    const { store, proposal } = setup();
    store.dispatch(proposalActions.requested({ id: ID }));
    await until(() => proposal().status === 'succeeded');
    expect(proposal().data?.members[0]?.birthDate).toBe('1988-03-15');
  });

  test.each([['P2WD8N5J', '该计划书已被规划师撤回']])(
    '%s: refused in place with the server\u2019s message, no toast',
    async (id, message) => {
      const { store, services, proposal } = setup();
      store.dispatch(proposalActions.requested({ id }));
      await until(() => proposal().status === 'failed');
      expect(proposal().refusal).toBe(message);
      expect(services.feedback.toast).not.toHaveBeenCalled();
    },
  );

  test('a network failure: failed, no refusal', async () => {
    server.use(http.get('/rest/api/proposal/:id', () => HttpResponse.error()));
    const { store, proposal } = setup();
    store.dispatch(proposalActions.requested({ id: ID }));
    await until(() => proposal().status === 'failed');
    expect(proposal().refusal).toBeNull();
  });
});

describe('booking a call', () => {
  test('the times: the planners\u2019 calendar, five days ahead, some full', async () => {
    const { store, proposal } = setup();
    store.dispatch(proposalActions.slotsRequested({ id: ID }));
    await until(() => proposal().slots.status === 'succeeded');
    const slots = proposal().slots.data!.slots;
    expect(new Set(slots.map((s) => s.date))).toEqual(
      new Set(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']),
    );
    expect(slots.some((s) => s.full)).toBe(true);
    expect(slots.some((s) => !s.full)).toBe(true);
  });

  test('code 0: booked, the draft dropped, the times show the booking', async () => {
    const { store, proposal } = setup();
    store.dispatch(proposalActions.slotsRequested({ id: ID }));
    await until(() => proposal().slots.status === 'succeeded');
    const free = proposal().slots.data!.slots.find((s) => !s.full)!;
    writeBookingDraft(ID, { slotId: free.id, phone: '13912345678' });
    store.dispatch(
      proposalActions.bookingRequested({ id: ID, slotId: free.id, phone: '13912345678' }),
    );
    await until(() => proposal().booking.status === 'succeeded');
    expect(proposal().booking.done).toEqual({
      slotId: free.id,
      date: free.date,
      time: free.time,
      phone: '139****5678',
    });
    expect(proposal().slots.data?.booking?.slotId).toBe(free.id);
    expect(readBookingDraft(ID)).toEqual({});
  });

  test('code 4090 (full meanwhile): refused in place, and the times asked for again', async () => {
    const { store, proposal } = setup();
    store.dispatch(proposalActions.slotsRequested({ id: ID }));
    await until(() => proposal().slots.status === 'succeeded');
    const full = proposal().slots.data!.slots.find((s) => s.full)!;
    let asked = 0;
    server.use(
      http.get('/rest/api/proposal/:id/slots', () => {
        asked += 1;
        return passthroughSlots();
      }),
    );
    store.dispatch(
      proposalActions.bookingRequested({ id: ID, slotId: full.id, phone: '13912345678' }),
    );
    await until(() => proposal().booking.status === 'failed');
    expect(proposal().booking.refusal).toBe('该时段已约满，请选择其他时间');
    await until(() => asked === 1);
  });

  test('code 1001 (a wrong number): refused in place', async () => {
    server.use(http.post('/rest/api/proposal/:id/booking', () => fail(1001, '请输入正确的手机号')));
    const { store, proposal } = setup();
    store.dispatch(proposalActions.bookingRequested({ id: ID, slotId: 'x', phone: '123' }));
    await until(() => proposal().booking.status === 'failed');
    expect(proposal().booking.refusal).toBe('请输入正确的手机号');
  });
});

function passthroughSlots() {
  return HttpResponse.json({
    code: 0,
    message: 'success',
    payload: { slots: [], booking: null },
  });
}
