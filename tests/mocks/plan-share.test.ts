import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PlanShare, SharedPlan, ShareState } from '../../src/data/proposal/types';
import { PROPOSALS } from '../../src/mocks/fixtures/proposals';
import {
  db,
  DEMO_PHONE,
  resetClock,
  SECOND_PHONE,
  setNow,
  signIn,
  writePlan,
} from '../../src/mocks/node';
import { call } from './api';

/**
 * A plan shared through a copy made for sharing (issue 24): only the plan's own account may make,
 * read or revoke its share; anyone holding the share's key reads the copy without signing in,
 * and the copy holds the family's roles, ages and figures and nothing that names them or tells
 * of their money; a revoked or unknown key is refused with 4004.
 */

const PLAN = 'P7K3QX2M';
const ZHANG = PROPOSALS.find((p) => p.id === PLAN)!;
const NOW = Date.parse('2026-11-23T10:00:00+08:00');

/** Everything of the demo family's plan that must never reach a friend. */
const SECRETS = [
  ZHANG.addressee,
  ZHANG.summary,
  ZHANG.advisor!.name,
  ZHANG.advisor!.phone,
  ...ZHANG.members.flatMap((m) => [m.birthDate ?? '', ...m.gaps.map((g) => g.reason)]),
  // The family's people and numbers elsewhere in the sandbox (orders, policies, the account).
  DEMO_PHONE,
  '张伟',
  '张建国',
  '张子涵',
  '110105198803154513',
].filter(Boolean);

let demo = '';
let second = '';

beforeEach(() => {
  setNow(NOW);
  demo = signIn(DEMO_PHONE);
  second = signIn(SECOND_PHONE);
});
afterEach(() => resetClock());

const share = (method: 'GET' | 'POST' | 'DELETE', token: string, id = PLAN) =>
  call<PlanShare | ShareState | null>(method, `/rest/api/proposal/${id}/share`, { token });
const read = (key: string, token = '') =>
  call<SharedPlan | null>('GET', `/rest/api/proposal/shared/${key}`, { token });

async function made(): Promise<PlanShare> {
  const { reply } = await share('POST', demo);
  expect(reply.code).toBe(0);
  return reply.payload as PlanShare;
}

describe('making a share: the plan\u2019s own account only', () => {
  test('its family makes one; asked again, the same one; GET says it is there', async () => {
    expect((await share('GET', demo)).reply).toMatchObject({ code: 0, payload: { share: null } });
    const first = await made();
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(first.createdAt).toBe('2026-11-23T10:00:00+08:00');
    expect(first.content.key).toBe(first.key);
    const again = await made();
    expect(again).toEqual(first);
    expect((await share('GET', demo)).reply.payload).toEqual({ share: first });
    expect(db.planShares.count()).toBe(1);
  });

  test.each(['POST', 'GET', 'DELETE'] as const)(
    '%s by another account: 4004 as for a plan that is not there, and nothing made or revoked',
    async (method) => {
      const live = await made();
      const missing = await share(method, second, 'PNOPE000');
      expect(missing.reply).toMatchObject({ code: 4004, payload: null });
      const refused = await share(method, second);
      expect(refused.status).toBe(200);
      expect(refused.reply).toEqual(missing.reply);
      // A third account, new to the sandbox: the same.
      expect((await share(method, signIn('13712340000'))).reply).toEqual(missing.reply);
      expect(db.planShares.all()).toEqual([
        expect.objectContaining({ id: live.key, revokedAt: null }),
      ]);
    },
  );

  test.each(['POST', 'GET', 'DELETE'] as const)('%s signed out: 401', async (method) => {
    expect((await share(method, '')).status).toBe(401);
    expect(db.planShares.count()).toBe(0);
  });

  test('a plan still being written cannot be shared (4011); once written it can', async () => {
    const id = 'PWRT0002';
    const owner = db.users.find((u) => u.phone === DEMO_PHONE)!;
    db.proposals.insert({ ...ZHANG, id, ownerUserId: owner.id, written: false });
    const early = await share('POST', demo, id);
    expect(early.reply).toMatchObject({ code: 4011, payload: null });
    expect(early.reply.message).toBe('计划书尚未出具，出具后才能分享');
    writePlan(id);
    expect((await share('POST', demo, id)).reply.code).toBe(0);
  });

  test('a withdrawn plan cannot be shared (4010)', async () => {
    const withdrawn = PROPOSALS.find((p) => p.withdrawn)!;
    const owner = db.users.get(withdrawn.ownerUserId)!;
    const { reply } = await share('POST', signIn(owner.phone!), withdrawn.id);
    expect(reply).toMatchObject({ code: 4010, payload: null });
  });
});

describe('reading a share by its key: anyone, signed in or not', () => {
  test('signed out: the roles, ages and figures, and nothing that names the family', async () => {
    const { key } = await made();
    const { status, reply } = await read(key);
    expect(status).toBe(200);
    expect(reply.code).toBe(0);
    const plan = reply.payload!;
    expect(Object.keys(plan).sort()).toEqual(['createdAt', 'key', 'members', 'recommendations']);
    expect(plan.members.map((m) => [m.label, m.gender, m.age])).toEqual([
      ['本人', 'male', 38],
      ['配偶', 'female', 36],
      ['大宝', 'female', 8],
    ]);
    for (const member of plan.members) {
      expect(Object.keys(member).sort()).toEqual([
        'age',
        'gaps',
        'gender',
        'id',
        'label',
        'relationship',
      ]);
      for (const gap of member.gaps) {
        expect(Object.keys(gap).sort()).toEqual(['existing', 'recommended', 'risk']);
      }
    }
    // The figures are the plan's: every product, sum and premium.
    expect(plan.recommendations).toEqual(ZHANG.recommendations);
    expect(plan.members[0]!.gaps[0]).toEqual({
      risk: 'critical',
      recommended: 500000,
      existing: 100000,
    });
    const text = JSON.stringify(reply);
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/万元|房贷|收入/);
  });

  test('signed in as anyone (the second account too): the same copy', async () => {
    const { key } = await made();
    const open = await read(key);
    expect((await read(key, second)).reply).toEqual(open.reply);
    expect((await read(key, demo)).reply).toEqual(open.reply);
  });

  test('the copy is the one made when shared: the plan changed later does not change it', async () => {
    const { key } = await made();
    const before = (await read(key)).reply.payload;
    db.proposals.update(PLAN, { recommendations: ZHANG.recommendations.slice(0, 1) });
    expect((await read(key)).reply.payload).toEqual(before);
  });

  test('an unknown key: 4004 with no payload', async () => {
    const { status, reply } = await read('0123456789abcdef0123456789abcdef');
    expect(status).toBe(200);
    expect(reply).toEqual({
      code: 4004,
      message: '该分享已失效，请向分享人索取新的链接',
      payload: null,
    });
  });
});

describe('revoking: its family only, and the link is refused from then on', () => {
  test('revoked, then refused word for word as an unknown key; a new share has a new key', async () => {
    const { key } = await made();
    expect((await read(key)).reply.code).toBe(0);
    const revoked = await share('DELETE', demo);
    expect(revoked.reply).toMatchObject({ code: 0, payload: { share: null } });
    const refused = await read(key);
    expect(refused.reply).toEqual((await read('0123456789abcdef0123456789abcdef')).reply);
    expect((await share('GET', demo)).reply.payload).toEqual({ share: null });
    // Revoking again changes nothing and says the same.
    expect((await share('DELETE', demo)).reply).toEqual(revoked.reply);
    const next = await made();
    expect(next.key).not.toBe(key);
    expect((await read(next.key)).reply.code).toBe(0);
    expect((await read(key)).reply.code).toBe(4004);
  });

  test('a plan withdrawn after it was shared: its share is refused too', async () => {
    const { key } = await made();
    db.proposals.update(PLAN, { withdrawn: true });
    expect((await read(key)).reply).toMatchObject({ code: 4004, payload: null });
  });
});
