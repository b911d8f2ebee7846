import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { proposalActions } from '../../../src/data/proposal';
import { fetchSharedPlan, fetchShare } from '../../../src/data/proposal/api';
import { loginActions } from '../../../src/data/login/slice';
import { makeStore } from '../../../src/data/store';
import { sharedContentOf } from '../../../src/mocks/handlers/proposal';
import { PROPOSALS } from '../../../src/mocks/fixtures/proposals';
import { DEMO_PHONE, resetClock, server, setNow, signIn } from '../../../src/mocks/node';
import { fail } from '../../../src/mocks/reply';
import { fakeServices } from '../../support/render';

/**
 * A plan's share in the client (issue 24): the replies' schemas name only what a share may carry,
 * so anything else a server sends never reaches a screen or the store; the sagas show a share
 * only once the server has made it, and a revoke only once it has confirmed it.
 */

const ID = 'P7K3QX2M';
const ZHANG = PROPOSALS[0]!;

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
  const state = () => store.getState().proposal;
  return { store, services, share: () => state().share, shared: () => state().shared };
}

beforeEach(() => {
  setNow(Date.parse('2026-11-23T10:00:00+08:00'));
  localStorage.setItem('user_token', signIn(DEMO_PHONE));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetClock();
  vi.restoreAllMocks();
});

/** A share's content as a careless server might send it: the plan's personal fields left in. */
function leakyContent(key: string) {
  const copy = sharedContentOf(ZHANG, key);
  return {
    ...copy,
    addressee: ZHANG.addressee,
    phone: DEMO_PHONE,
    summary: ZHANG.summary,
    advisor: ZHANG.advisor,
    members: copy.members.map((member, i) => ({
      ...member,
      name: '张伟',
      birthDate: ZHANG.members[i]!.birthDate,
      idCard: '110105198803154513',
      gaps: ZHANG.members[i]!.gaps,
    })),
  };
}

describe('the schemas: a share carries roles, ages and figures, nothing else', () => {
  test('a share read by its key: fields the schema does not name are dropped', async () => {
    server.use(
      http.get('/rest/api/proposal/shared/:key', ({ params }) =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          payload: leakyContent(String(params.key)),
        }),
      ),
    );
    const reply = await fetchSharedPlan('k3y');
    expect(reply.code).toBe(0);
    expect(reply.payload).toEqual(sharedContentOf(ZHANG, 'k3y'));
    const text = JSON.stringify(reply.payload);
    for (const secret of [
      '张先生',
      '张伟',
      DEMO_PHONE,
      '110105',
      '1988-03-15',
      '房贷',
      '收入',
      '李明远',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  test('the family\u2019s own share state: its content is checked the same way', async () => {
    server.use(
      http.get('/rest/api/proposal/:id/share', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          payload: {
            share: {
              key: 'k3y',
              createdAt: '2026-11-23T10:00:00+08:00',
              content: leakyContent('k3y'),
            },
          },
        }),
      ),
    );
    const reply = await fetchShare(ID);
    expect(reply.payload.share?.content).toEqual(sharedContentOf(ZHANG, 'k3y'));
  });

  test.each([
    ['no members', { key: 'k', createdAt: '2026-11-18', members: [], recommendations: [] }],
    [
      'a member without an age',
      {
        ...sharedContentOf(ZHANG, 'k'),
        members: [{ id: 'm1', relationship: 'self', label: '本人', gender: 'male', gaps: [] }],
      },
    ],
    ['no key', { createdAt: '2026-11-18', members: sharedContentOf(ZHANG, 'k').members }],
  ])('a reply of the wrong shape (%s) is a broken reply: never shown', async (_name, payload) => {
    server.use(
      http.get('/rest/api/proposal/shared/:key', () =>
        HttpResponse.json({ code: 0, message: 'success', payload }),
      ),
    );
    await expect(fetchSharedPlan('k')).rejects.toMatchObject({ kind: 'malformed' });
    const { store, shared } = setup();
    store.dispatch(proposalActions.sharedRequested({ key: 'k' }));
    await until(() => shared().status === 'failed');
    expect(shared()).toMatchObject({ data: null, refused: false });
  });
});

describe('making and revoking: shown only once the server says so', () => {
  test('made: the share with its key; asked while on its way, one request', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith(`/proposal/${ID}/share`)) posts += 1;
    });
    const { store, share } = setup();
    store.dispatch(proposalActions.shareRequested({ id: ID }));
    await until(() => share().status === 'succeeded');
    expect(share().data).toBeNull();
    store.dispatch(proposalActions.shareCreateRequested({ id: ID }));
    store.dispatch(proposalActions.shareCreateRequested({ id: ID }));
    expect(share().action).toBe('creating');
    await until(() => share().data !== null);
    expect(posts).toBe(1);
    expect(share()).toMatchObject({ action: 'idle', failure: null, revoked: false });
    expect(share().data!.key).toMatch(/^[0-9a-f]{32}$/);
    server.events.removeAllListeners();
  });

  test('a refusal (4011): no share, the server\u2019s words kept for the screen, no toast', async () => {
    server.use(
      http.post('/rest/api/proposal/:id/share', () => fail(4011, '计划书尚未出具，出具后才能分享')),
    );
    const { store, services, share } = setup();
    store.dispatch(proposalActions.shareRequested({ id: ID }));
    await until(() => share().status === 'succeeded');
    store.dispatch(proposalActions.shareCreateRequested({ id: ID }));
    await until(() => share().failure !== null);
    expect(share()).toMatchObject({
      data: null,
      action: 'idle',
      failure: { action: 'create', message: '计划书尚未出具，出具后才能分享' },
    });
    expect(services.feedback.toast).not.toHaveBeenCalled();
  });

  test('no network: no share, and the step said failed (the request helper told the visitor)', async () => {
    const { store, share } = setup();
    store.dispatch(proposalActions.shareRequested({ id: ID }));
    await until(() => share().status === 'succeeded');
    server.use(http.post('/rest/api/proposal/:id/share', () => HttpResponse.error()));
    store.dispatch(proposalActions.shareCreateRequested({ id: ID }));
    await until(() => share().failure !== null);
    expect(share()).toMatchObject({ data: null, failure: { action: 'create', message: null } });
  });

  test('a revoke that fails keeps the share shown; one that succeeds takes it away', async () => {
    const { store, share } = setup();
    store.dispatch(proposalActions.shareRequested({ id: ID }));
    await until(() => share().status === 'succeeded');
    store.dispatch(proposalActions.shareCreateRequested({ id: ID }));
    await until(() => share().data !== null);
    const made = share().data;
    server.use(
      http.delete('/rest/api/proposal/:id/share', () => HttpResponse.json({}, { status: 503 })),
    );
    store.dispatch(proposalActions.shareRevokeRequested({ id: ID }));
    await until(() => share().failure !== null);
    expect(share()).toMatchObject({ data: made, revoked: false, failure: { action: 'revoke' } });
    server.resetHandlers();
    store.dispatch(proposalActions.shareRevokeRequested({ id: ID }));
    await until(() => share().revoked);
    expect(share()).toMatchObject({ data: null, failure: null, action: 'idle' });
  });
});

describe('a share opened by its link', () => {
  test('4004 (revoked or unknown) is refused; nothing of any plan kept', async () => {
    const { store, shared } = setup();
    store.dispatch(proposalActions.sharedRequested({ key: 'nope' }));
    await until(() => shared().status === 'failed');
    expect(shared()).toEqual({
      key: 'nope',
      status: 'failed',
      data: null,
      refused: true,
      message: null,
    });
  });

  test('kept when a plan is forgotten or the visitor logs out; forgotten on leaving its screen', async () => {
    const { store, shared } = setup();
    const made = await fetch(new URL(`/rest/api/proposal/${ID}/share`, location.href), {
      method: 'POST',
      headers: { token: `Bearer ${localStorage.getItem('user_token')}` },
    }).then((r) => r.json() as Promise<{ payload: { key: string } }>);
    store.dispatch(proposalActions.sharedRequested({ key: made.payload.key }));
    await until(() => shared().data !== null);
    store.dispatch(proposalActions.cleared());
    store.dispatch(loginActions.loggedOut());
    expect(shared().data).not.toBeNull();
    store.dispatch(proposalActions.sharedCleared());
    expect(shared()).toMatchObject({ key: null, data: null, status: 'idle' });
  });
});
