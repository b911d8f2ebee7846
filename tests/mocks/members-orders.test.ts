import type { MemberProfile, Order, OrdersMeta } from '../../src/data/members/types';
import { PRODUCTS } from '../../src/mocks/fixtures/catalogue';
import {
  createOrder,
  db,
  DEMO_PHONE,
  resetClock,
  setNow,
  setOrderStatus,
  signIn,
  writePlan,
} from '../../src/mocks/node';
import type { Reply } from '../../src/api/envelope';
import { call, SERVICE_ORDER_CONSENT, type Call } from './api';

const NEW_PHONE = '13698765432';

/** A questionnaire answered for the customisation service (what its answers call stores). */
const ANSWERED = {
  campaignId: 'family2026',
  idempotencyKey: 'answers-1',
  answers: {
    name: '李女士',
    mobile: NEW_PHONE,
    sex: 'female' as const,
    family: 'single' as const,
    childrenNumber: 0,
    childrenSex: [],
    birth: { self: '1985-02-01', spouse: null, children: [], father: null, mother: null },
    income: '10to30' as const,
    socialSecurity: true,
    province: '440000',
    city: '440300',
  },
  slotId: '20261122-1',
  date: '2026-11-22',
  time: '10:00-11:00',
  proposalId: 'PTEST001',
};
const START = Date.UTC(2026, 10, 21, 2, 0, 0);

const profile = (token: string) =>
  call<MemberProfile | null>('GET', '/rest/api/members/profile', { token });
/** The consent an activation rests on (issue 24): the 用户服务协议 agreed to, in a trail. */
const CONSENT = {
  traceId: 'trail-member1',
  consents: { userAgreementAt: '2026-11-21T02:00:00.000Z' },
};
const activate = (token: string, body: unknown = CONSENT) =>
  call<MemberProfile | null>('POST', '/rest/api/members/activate', { token, body });
const orders = (token: string, query = '') =>
  call<Order[] | null, OrdersMeta>('GET', `/rest/api/orders${query}`, { token });

interface Upload {
  /** Bytes of the picture; no file part at all when absent. */
  bytes?: number;
  type?: string;
}

/**
 * The multipart body written out by hand: in this test environment FormData is jsdom's and fetch
 * is Node's, and Node serialises a jsdom File as the text "undefined". Browsers have one of each.
 */
function multipart({ bytes, type = 'image/jpeg' }: Upload): {
  body: Uint8Array<ArrayBuffer>;
  type: string;
} {
  const boundary = '----sandbox-test-boundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  if (bytes !== undefined) {
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avatar.jpg"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      new Uint8Array(bytes).fill(7),
      encoder.encode('\r\n'),
    );
  } else {
    parts.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n`),
    );
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(new ArrayBuffer(parts.reduce((n, part) => n + part.length, 0)));
  parts.reduce((offset, part) => {
    body.set(part, offset);
    return offset + part.length;
  }, 0);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function uploadAvatar(token: string, upload: Upload): Promise<Call<{ url: string } | null>> {
  const { body, type } = multipart(upload);
  const response = await fetch(new URL('/rest/api/members/avatar', location.href), {
    method: 'POST',
    headers: { token: `Bearer ${token}`, 'Content-Type': type },
    body,
  });
  return {
    status: response.status,
    reply: (await response.json()) as Reply<{ url: string } | null>,
  };
}

beforeEach(() => {
  setNow(START);
});
afterEach(() => {
  resetClock();
});

describe('members', () => {
  it('shows the benefits of an inactive membership, also to a visitor not signed in', async () => {
    for (const token of ['', signIn(NEW_PHONE)]) {
      const { reply } = await profile(token);
      expect(reply.code).toBe(0);
      expect(reply.payload).toMatchObject({ active: false, memberNo: null, since: null });
      expect(reply.payload?.benefits.length).toBeGreaterThanOrEqual(4);
      expect(reply.payload?.benefits.length).toBeLessThanOrEqual(6);
      expect(reply.payload?.benefits.map((b) => b.title)).toContain('免费领取意外险');
    }
  });

  it('answers a stale token on the profile with HTTP 401', async () => {
    expect((await profile('stale')).status).toBe(401);
  });

  it('activates once: a second activation answers the same profile', async () => {
    const token = signIn(NEW_PHONE);
    const first = await activate(token);
    expect(first.reply.code).toBe(0);
    expect(first.reply.payload).toMatchObject({
      active: true,
      memberNo: 'JX2026000002',
      since: '2026-11-21',
      level: '精选会员',
    });
    const second = await activate(token);
    expect(second.reply).toEqual(first.reply);
    expect((await profile(token)).reply.payload).toEqual(first.reply.payload);
    expect(
      (await call<{ member: boolean }>('GET', `/rest/api/user/current?token=${token}`)).reply
        .payload.member,
    ).toBe(true);
  });

  it('refuses an activation without its consent, and keeps the consent it rests on', async () => {
    const token = signIn(NEW_PHONE);
    for (const body of [
      {},
      { traceId: 'trail-member1' },
      { traceId: 'trail-member1', consents: {} },
      { traceId: 'trail-member1', consents: { userAgreementAt: 'yesterday' } },
    ]) {
      const { reply } = await activate(token, body);
      expect(reply).toMatchObject({ code: 1001, message: '请先阅读并同意《用户服务协议》' });
    }
    expect((await activate(token, { consents: CONSENT.consents })).reply.code).toBe(1001);
    expect((await profile(token)).reply.payload?.active).toBe(false);

    expect((await activate(token)).reply.code).toBe(0);
    const user = db.users.all().find((record) => record.phone === NEW_PHONE)!;
    expect(db.members.get(user.id)?.consent).toEqual({
      userAgreementAt: '2026-11-21T02:00:00.000Z',
      traceId: 'trail-member1',
    });
    // The trail is the membership's.
    expect(db.trails.get('trail-member1')).toMatchObject({ subject: 'membership', orderId: null });
  });

  it('has the demo user active already', async () => {
    const { reply } = await profile(signIn(DEMO_PHONE));
    expect(reply.payload).toMatchObject({ active: true, memberNo: 'JX2025000001' });
  });

  it('refuses activation without a valid token with HTTP 401', async () => {
    for (const token of ['', 'unknown']) {
      const { status, reply } = await activate(token);
      expect(status).toBe(401);
      expect(reply.payload).toBeNull();
    }
  });

  it('keeps an uploaded avatar as a data URL on the profile and the user', async () => {
    const token = signIn(DEMO_PHONE);
    const { reply } = await uploadAvatar(token, { bytes: 1024 });
    expect(reply.code).toBe(0);
    expect(reply.payload?.url).toBe(`data:image/jpeg;base64,${btoa('\x07'.repeat(1024))}`);
    expect((await profile(token)).reply.payload?.avatar).toBe(reply.payload?.url);
    expect(db.users.get(1)?.avatar).toBe(reply.payload?.url);
  });

  it('accepts exactly 2 MB and refuses more, a missing file and a non-image', async () => {
    const token = signIn(DEMO_PHONE);
    expect((await uploadAvatar(token, { bytes: 2 * 1024 * 1024 })).reply.code).toBe(0);
    expect((await uploadAvatar(token, { bytes: 2 * 1024 * 1024 + 1 })).reply).toEqual({
      code: 1001,
      message: '图片不能超过2MB',
      payload: null,
    });
    expect((await uploadAvatar(token, {})).reply).toEqual({
      code: 1001,
      message: '参数错误：file',
      payload: null,
    });
    expect((await uploadAvatar(token, { bytes: 10, type: 'text/html' })).reply.code).toBe(1001);
    expect((await uploadAvatar('', { bytes: 10 })).status).toBe(401);
  });
});

describe('GET /rest/api/orders', () => {
  it('pages the demo user’s orders newest first, 10 then 4, with masked names', async () => {
    const token = signIn(DEMO_PHONE);
    const first = await orders(token, '?pageCount=1&pageSize=10');
    expect(first.reply.code).toBe(0);
    expect(first.reply.meta?.pagination).toEqual({
      total: 14,
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: 2,
    });
    const second = await orders(token, '?pageCount=2&pageSize=10');
    expect(second.reply.meta?.pagination).toMatchObject({ count: 4, current_page: 2 });

    const all = [...(first.reply.payload ?? []), ...(second.reply.payload ?? [])];
    const times = all.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((o) => o.orderId)).size).toBe(14);
    for (const order of all) {
      expect(order.insuredName).toMatch(/^[\u4e00-\u9fa5]\*\*$/);
      const product = PRODUCTS.find((p) => p.id === order.productId);
      expect(product).toMatchObject({ name: order.productName, family: order.family, jump: false });
      expect(order.policyNo === null).toBe(order.status !== 'paid');
    }
    // Unpaid orders lapse after 30 minutes, so the seeded history holds paid and cancelled ones.
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(['paid', 'cancelled']));
  });

  it('filters by status', async () => {
    const token = signIn(DEMO_PHONE);
    createOrder(1, { productId: 106, planId: 10601, insuredName: '李娜' });
    let total = 0;
    for (const status of ['unpaid', 'paid', 'cancelled'] as const) {
      const { reply } = await orders(token, `?status=${status}&pageSize=50`);
      expect(reply.payload?.length).toBeGreaterThan(0);
      expect(reply.payload?.every((o) => o.status === status)).toBe(true);
      total += reply.meta?.pagination?.total ?? 0;
    }
    expect(total).toBe(15);
    expect((await orders(token, '?status=')).reply.meta?.pagination?.total).toBe(15);
    expect((await orders(token, '?status=refunded')).reply).toEqual({
      code: 1001,
      message: '参数错误：status',
      payload: null,
    });
    expect((await orders(token, '?pageCount=0')).reply.code).toBe(1001);
  });

  it('starts empty for a new user and requires a token', async () => {
    const { reply } = await orders(signIn(NEW_PHONE));
    expect(reply.payload).toEqual([]);
    expect(reply.meta?.pagination).toMatchObject({ total: 0, total_pages: 1 });
    for (const token of ['', 'unknown']) expect((await orders(token)).status).toBe(401);
  });

  it('lists an order made by createOrder first, and follows its status', async () => {
    const token = signIn(NEW_PHONE);
    const userId = db.sessions.get(token)?.userId ?? -1;
    const made = createOrder(userId, { productId: 106, planId: 10601, insuredName: '欧阳娜娜' });
    expect(made).toMatchObject({ orderId: 'JX202611210001', status: 'unpaid', policyNo: null });
    expect(createOrder(userId, { productId: 106, planId: 99, insuredName: '王五' })).toBeNull();

    const [listed] = (await orders(token)).reply.payload ?? [];
    expect(listed).toEqual({
      orderId: 'JX202611210001',
      kind: 'product',
      productId: 106,
      productName: '康惠重疾险',
      family: 'ProductNew',
      planName: '单次赔版',
      premium: expect.any(Number),
      premiumUnit: '元/年',
      status: 'unpaid',
      createdAt: '2026-11-21T10:00:00+08:00',
      insuredName: '欧**',
      policyNo: null,
      service: null,
    });

    setOrderStatus('JX202611210001', 'paid');
    const [paid] = (await orders(token, '?status=paid')).reply.payload ?? [];
    expect(paid.policyNo).toMatch(/^8106202611210001$/);
  });

  it('tells a service’s fee from a product’s order: nobody insured, its service, then its plan', async () => {
    const token = signIn(NEW_PHONE);
    const fee = await call<{ orderId: string; status: string } | null>(
      'POST',
      '/rest/api/active/customized/family2026/order',
      { token, body: { phone: NEW_PHONE, idempotencyKey: 'fee-1', ...SERVICE_ORDER_CONSENT } },
    );
    const orderId = fee.reply.payload?.orderId ?? '';
    const listed = async () =>
      ((await orders(token)).reply.payload ?? []).find((o) => o.orderId === orderId);
    expect(await listed()).toMatchObject({
      kind: 'service',
      productName: '家庭保险方案定制服务',
      premium: 99,
      premiumUnit: '元',
      status: 'unpaid',
      insuredName: '',
      policyNo: null,
      service: { id: 'family2026', proposalId: null },
    });

    // Paid, the questionnaire answered: the plan is named once its planner has written it.
    setOrderStatus(orderId, 'paid');
    const userId = db.sessions.get(token)?.userId ?? -1;
    db.customAnswers.insert({ ...ANSWERED, id: `${userId}:family2026`, userId, orderId });
    db.proposals.insert({ ...db.proposals.get('P7K3QX2M')!, id: 'PTEST001', written: false });
    expect(await listed()).toMatchObject({
      status: 'paid',
      policyNo: null,
      service: { id: 'family2026', proposalId: null },
    });
    writePlan('PTEST001');
    expect((await listed())?.service).toEqual({ id: 'family2026', proposalId: 'PTEST001' });
  });
});
