import { maskPhone } from '../../src/lib/mask';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Answers, CampaignResult, Slot } from '../../src/data/customizedV2/types';
import type {
  CallSlots,
  PlanInWriting,
  Proposal,
  Recommendation,
} from '../../src/data/proposal/types';
import { planFrom } from '../../src/mocks/customized';
import { PROPOSALS } from '../../src/mocks/fixtures/proposals';
import { PRODUCT_DETAILS, quotePremium } from '../../src/mocks/fixtures/products';
import {
  db,
  DEMO_PHONE,
  resetClock,
  SECOND_PHONE,
  setNow,
  signIn,
  writePlan,
} from '../../src/mocks/node';
import { riskCover } from '../../src/pages/_proposal/figures';
import { call, SERVICE_ANSWERS_CONSENT, SERVICE_ORDER_CONSENT } from './api';

/**
 * The customisation service hands over to the plan: the plan is the visitor's, made from their
 * answers and nothing else; the call they booked is the plan's booking; and the planner writes
 * the plan after that call.
 */

const TODAY = '2026-11-23';

const COUPLE: Answers = {
  name: '赵先生',
  mobile: '13911112222',
  sex: 'male',
  family: 'marriedWithChildren',
  childrenNumber: 1,
  childrenSex: ['female'],
  birth: {
    self: '1990-04-02',
    spouse: '1992-08-20',
    children: ['2020-01-15'],
    father: null,
    mother: null,
  },
  income: '30to50',
  socialSecurity: true,
  province: '330000',
  city: '330100',
};

const SINGLE: Answers = {
  name: '钱女士',
  mobile: '13933334444',
  sex: 'female',
  family: 'single',
  childrenNumber: 0,
  childrenSex: [],
  birth: { self: '1998-12-01', spouse: null, children: [], father: null, mother: '1958-05-05' },
  income: 'under10',
  socialSecurity: false,
  province: '440000',
  city: '440100',
};

const planOf = (productId: number, planId: number) =>
  PRODUCT_DETAILS.find((d) => d.id === productId)!.plans.find((p) => p.id === planId)!;

beforeEach(() => setNow(Date.parse(`${TODAY}T10:00:00+08:00`)));
afterEach(() => resetClock());

describe('planFrom: the plan the planner writes from the answers', () => {
  test('the members are the family the visitor described, aged from their birth dates', () => {
    const plan = planFrom(COUPLE, 7, TODAY, 'PTEST001');
    expect(plan.addressee).toBe('赵先生');
    expect(
      plan.members.map((m) => [m.relationship, m.label, m.gender, m.age, m.birthDate]),
    ).toEqual([
      ['self', '本人', 'male', 36, '1990-04-02'],
      ['spouse', '配偶', 'female', 34, '1992-08-20'],
      ['child', '大宝', 'female', 6, '2020-01-15'],
    ]);
    const single = planFrom(SINGLE, 8, TODAY, 'PTEST002');
    expect(single.members.map((m) => [m.label, m.age])).toEqual([
      ['本人', 27],
      ['母亲', 68],
    ]);
  });

  test('no existing cover is claimed: the questionnaire does not ask about it', () => {
    for (const answers of [COUPLE, SINGLE]) {
      const plan = planFrom(answers, 7, TODAY, 'PTEST003');
      for (const member of plan.members) {
        for (const gap of member.gaps)
          expect(gap.existing, `${member.label} ${gap.risk}`).toBeNull();
        expect(member.gaps.some((g) => g.risk === 'pension')).toBe(false);
      }
    }
  });

  test('each gap recommends what the plan\u2019s own products cover for that risk', () => {
    for (const answers of [COUPLE, SINGLE]) {
      const plan = planFrom(answers, 7, TODAY, 'PTEST004');
      for (const member of plan.members) {
        const items = plan.recommendations.filter((r) => r.memberId === member.id);
        for (const gap of member.gaps) {
          expect(gap.recommended, `${member.label} ${gap.risk}`).toBe(riskCover(items, gap.risk));
        }
      }
    }
  });

  test('sums follow the income, and the reasons quote the answers', () => {
    const rich = planFrom(COUPLE, 7, TODAY, 'PTEST005');
    const modest = planFrom(SINGLE, 8, TODAY, 'PTEST006');
    const critical = (plan: typeof rich) =>
      plan.recommendations.find((r) => r.memberId === 'm1' && r.productId === 106)!.sumInsured;
    // 30-50万 a year: about three years' income, capped at what the product sells (100万).
    expect(critical(rich)).toBe(1000000);
    // Under 10万: the product's smallest sum (30万).
    expect(critical(modest)).toBe(300000);
    // A family with a child has term life for both parents; a single visitor has none.
    expect(rich.recommendations.filter((r) => r.productId === 102).map((r) => r.memberId)).toEqual([
      'm1',
      'm2',
    ]);
    expect(modest.recommendations.some((r) => r.productId === 102)).toBe(false);
    const reasons = (plan: typeof rich) =>
      plan.members.flatMap((m) => m.gaps.map((g) => g.reason)).join('');
    expect(reasons(rich)).toContain('30-50万');
    expect(reasons(rich)).toContain('您填写了有社保');
    expect(reasons(modest)).toContain('您填写了无社保');
    expect(reasons(modest)).toContain('单身');
    expect(rich.summary).toContain('已婚有娃');
  });

  test('products the member may be insured by, at the catalogue\u2019s sums, benefits and premiums', () => {
    for (const answers of [COUPLE, SINGLE]) {
      const plan = planFrom(answers, 7, TODAY, 'PTEST007');
      for (const item of plan.recommendations) {
        const member = plan.members.find((m) => m.id === item.memberId)!;
        const catalogued = planOf(item.productId, item.planId);
        expect(catalogued.sumInsuredOptions, item.name).toContain(item.sumInsured);
        expect(catalogued.terms.map((t) => t.value)).toContain(item.term);
        expect(item.premium).toBe(
          quotePremium(catalogued.pricing, {
            age: member.age,
            sumInsured: item.sumInsured,
            term: item.term,
            payFrequency: item.payFrequency,
          }).premium,
        );
        // Every benefit is one of the plan's coverage items.
        const items = catalogued.coverages.map((c) => c.item);
        for (const benefit of item.benefits) expect(items).toContain(benefit.item);
      }
    }
    // The mother (68) gets the seniors' cancer medical and accident plans, not the adults'.
    const mother = planFrom(SINGLE, 8, TODAY, 'PTEST008').recommendations.filter(
      (r) => r.memberId === 'p2',
    );
    expect(mother.map((r) => r.productId).sort()).toEqual([117, 118]);
  });

  test('benefits resolve the catalogue\u2019s shares of the sum insured', () => {
    const plan = planFrom(COUPLE, 7, TODAY, 'PTEST009');
    const critical = plan.recommendations.find(
      (r: Recommendation) => r.memberId === 'm1' && r.productId === 106,
    )!;
    expect(critical.benefits).toEqual([
      { risk: 'critical', item: '重大疾病保险金', amount: '100万' },
      { risk: 'critical', item: '中症疾病保险金', amount: '60万' },
      { risk: 'critical', item: '轻症疾病保险金', amount: '30万' },
      { risk: 'life', item: '身故保险金', amount: '已交保费或基本保额' },
    ]);
    const medical = plan.recommendations.find((r) => r.memberId === 'm1' && r.productId === 105)!;
    expect(medical.benefits.map((b) => `${b.item} ${b.amount}`)).toEqual([
      '一般医疗保险金 200万',
      '重大疾病医疗保险金 400万',
      '质子重离子医疗保险金 400万',
    ]);
  });

  test('two visitors get two plans: nothing of the demo family\u2019s in either', () => {
    const a = planFrom(COUPLE, 7, TODAY, 'PTEST010');
    const b = planFrom(SINGLE, 8, TODAY, 'PTEST011');
    const demo = PROPOSALS[0]!;
    expect(a.summary).not.toBe(b.summary);
    for (const plan of [a, b]) {
      expect(plan.summary).not.toContain(demo.addressee);
      expect(plan.members.map((m) => m.age)).not.toEqual(demo.members.map((m) => m.age));
    }
  });
});

describe('from the questionnaire to the plan, through the sandbox', () => {
  const CAMPAIGN = 'familyfree';

  async function submitted(answers: Answers) {
    const token = signIn(answers.mobile);
    const order = await call<{ orderId: string; status: string }>(
      'POST',
      `/rest/api/active/customized/${CAMPAIGN}/order`,
      {
        token,
        body: {
          phone: answers.mobile,
          idempotencyKey: `o-${answers.mobile}`,
          ...SERVICE_ORDER_CONSENT,
        },
      },
    );
    expect(order.reply.payload.status).toBe('paid');
    const slots = await call<{ slots: Slot[] }>(
      'GET',
      `/rest/api/active/customized/${CAMPAIGN}/slots`,
      { token },
    );
    const slot = slots.reply.payload.slots.filter((s) => !s.full).at(-1)!;
    const result = await call<CampaignResult>(
      'POST',
      `/rest/api/active/customized/${CAMPAIGN}/answers`,
      {
        token,
        body: {
          idempotencyKey: `a-${answers.mobile}`,
          orderId: order.reply.payload.orderId,
          slotId: slot.id,
          answers,
          ...SERVICE_ANSWERS_CONSENT,
        },
      },
    );
    expect(result.reply.code).toBe(0);
    return { token, slot, result: result.reply.payload };
  }

  test('the plan has its address at once and says it is being written, with the visitor\u2019s booking', async () => {
    const { token, slot, result } = await submitted(COUPLE);
    expect(result).toEqual({
      date: slot.date,
      time: slot.time,
      proposalId: expect.stringMatching(/^P[A-Z0-9]{7}$/),
      planReady: false,
    });
    const id = result.proposalId!;
    const plan = await call<PlanInWriting>('GET', `/rest/api/proposal/${id}`, { token });
    expect(plan.reply.payload).toEqual({
      id,
      status: 'writing',
      addressee: '赵先生',
      advisor: expect.objectContaining({ licenceNo: expect.any(String) }),
    });
    // The call booked in the questionnaire is the plan's booking, on the same calendar.
    const times = await call<CallSlots>('GET', `/rest/api/proposal/${id}/slots`, { token });
    expect(times.reply.payload.booking).toEqual({
      slotId: slot.id,
      date: slot.date,
      time: slot.time,
      phone: maskPhone(COUPLE.mobile),
    });
    expect(times.reply.payload.slots.map((s) => s.id)).toContain(slot.id);
    expect(db.bookings.get(id)?.phone).toBe(COUPLE.mobile);
  });

  test('moving the call on the plan moves it on the service\u2019s result too', async () => {
    const { token, slot, result } = await submitted(SINGLE);
    const id = result.proposalId!;
    const times = await call<CallSlots>('GET', `/rest/api/proposal/${id}/slots`, { token });
    const other = times.reply.payload.slots.find((s) => !s.full && s.id !== slot.id)!;
    const moved = await call('POST', `/rest/api/proposal/${id}/booking`, {
      token,
      body: { slotId: other.id, phone: SINGLE.mobile },
    });
    expect(moved.reply.code).toBe(0);
    const view = await call<{ result: CampaignResult }>(
      'GET',
      `/rest/api/active/customized/${CAMPAIGN}`,
      { token },
    );
    expect(view.reply.payload.result).toMatchObject({ date: other.date, time: other.time });
    expect(db.bookings.count((b) => b.id === id)).toBe(1);
  });

  test('the planner has written it once the booked call has ended; the plan is the visitor\u2019s', async () => {
    const { token, slot, result } = await submitted(COUPLE);
    const id = result.proposalId!;
    // A minute before the call ends: still being written.
    setNow(Date.parse(`${slot.date}T${slot.time.slice(-5)}:00+08:00`) - 60_000);
    expect(
      (await call<PlanInWriting>('GET', `/rest/api/proposal/${id}`, { token })).reply.payload
        .status,
    ).toBe('writing');
    setNow(Date.parse(`${slot.date}T${slot.time.slice(-5)}:00+08:00`));
    const plan = await call<Proposal>('GET', `/rest/api/proposal/${id}`, { token });
    expect(plan.reply.payload.status).toBe('ready');
    // Dated the day the planner wrote it: the day of the call.
    expect(plan.reply.payload.createdAt).toBe(slot.date);
    expect(plan.reply.payload.members.map((m) => m.label)).toEqual(['本人', '配偶', '大宝']);
    expect(plan.reply.payload.members[0]!.birthDate).toBe('1990-04-02');
    // The past call is no booking any more: the plan offers a call to go through it.
    expect(
      (await call<CallSlots>('GET', `/rest/api/proposal/${id}/slots`, { token })).reply.payload
        .booking,
    ).toBeNull();
    // Written stays written, whatever the clock does.
    setNow(Date.parse(`${TODAY}T10:00:00+08:00`));
    expect(
      (await call<Proposal>('GET', `/rest/api/proposal/${id}`, { token })).reply.payload.status,
    ).toBe('ready');
    const view = await call<{ result: CampaignResult }>(
      'GET',
      `/rest/api/active/customized/${CAMPAIGN}`,
      { token },
    );
    expect(view.reply.payload.result).toMatchObject({ proposalId: id, planReady: true });
  });

  test('writePlan (QA): written at once, the booking still to come', async () => {
    const { token, slot, result } = await submitted(SINGLE);
    const id = result.proposalId!;
    writePlan(id);
    expect(
      (await call<Proposal>('GET', `/rest/api/proposal/${id}`, { token })).reply.payload.status,
    ).toBe('ready');
    expect(
      (await call<CallSlots>('GET', `/rest/api/proposal/${id}/slots`, { token })).reply.payload
        .booking,
    ).toMatchObject({ slotId: slot.id });
    expect(() => writePlan('PNOPE000')).toThrow();
  });

  test('the fee’s order and the answers rest on their consents (issue 24), kept with the trail', async () => {
    const token = signIn(COUPLE.mobile);
    const view = await call<{ agreement: { title: string; html: string } | null }>(
      'GET',
      `/rest/api/active/customized/${CAMPAIGN}`,
      { token },
    );
    expect(view.reply.payload.agreement?.title).toBe('家庭保险方案定制服务协议');
    expect(view.reply.payload.agreement?.html).toContain('服务费与退款');
    const order = (body: Record<string, unknown>) =>
      call<{ orderId: string } | null>('POST', `/rest/api/active/customized/${CAMPAIGN}/order`, {
        token,
        body: { phone: COUPLE.mobile, idempotencyKey: 'o-consent', ...body },
      });
    expect((await order({ traceId: 'trail-service1' })).reply).toMatchObject({
      code: 1001,
      message: '请先阅读并同意《家庭保险方案定制服务协议》',
    });
    expect(
      (await order({ traceId: 'trail-service1', consents: { serviceAgreementAt: null } })).reply
        .code,
    ).toBe(1001);
    expect((await order({ consents: SERVICE_ORDER_CONSENT.consents })).reply.code).toBe(1001);
    const made = await order(SERVICE_ORDER_CONSENT);
    expect(made.reply.code).toBe(0);
    const orderId = made.reply.payload!.orderId;
    expect(db.customOrders.get(orderId)?.consents).toEqual({
      serviceAgreementAt: '2026-11-23T02:00:00.000Z',
      traceId: 'trail-service1',
    });
    expect(db.trails.get('trail-service1')).toMatchObject({
      subject: `service-${CAMPAIGN}`,
      orderId,
    });

    const slots = await call<{ slots: Slot[] }>(
      'GET',
      `/rest/api/active/customized/${CAMPAIGN}/slots`,
      { token },
    );
    const slotId = slots.reply.payload.slots.filter((slot) => !slot.full).at(-1)!.id;
    const answer = (consents: unknown) =>
      call<CampaignResult | null>('POST', `/rest/api/active/customized/${CAMPAIGN}/answers`, {
        token,
        body: {
          idempotencyKey: 'a-consent',
          orderId,
          slotId,
          answers: COUPLE,
          traceId: 'trail-service1',
          consents,
        },
      });
    for (const consents of [undefined, {}, { familyInfoAt: '2026-11-23T02:10:00.000Z' }]) {
      expect((await answer(consents)).reply).toMatchObject({
        code: 1001,
        message: '请先阅读并同意信息使用授权',
      });
    }
    expect((await answer(SERVICE_ANSWERS_CONSENT.consents)).reply.code).toBe(0);
    expect(db.customAnswers.all().at(-1)?.consents).toEqual({
      ...SERVICE_ANSWERS_CONSENT.consents,
      traceId: 'trail-service1',
    });
  });

  test('the demo plans stay written, each for its own account', async () => {
    for (const [id, phone] of [
      ['P7K3QX2M', DEMO_PHONE],
      ['P9D4RT6W', SECOND_PHONE],
    ] as const) {
      const token = signIn(phone);
      expect(
        (await call<Proposal>('GET', `/rest/api/proposal/${id}`, { token })).reply.payload.status,
      ).toBe('ready');
    }
  });

  test('a service’s plan, its times and its booking are its visitor’s alone: 4004 to another account, 401 signed out', async () => {
    const { result } = await submitted(COUPLE);
    const id = result.proposalId!;
    const other = signIn(DEMO_PHONE);
    for (const [method, path, body] of [
      ['GET', `/rest/api/proposal/${id}`, undefined],
      ['GET', `/rest/api/proposal/${id}/slots`, undefined],
      ['POST', `/rest/api/proposal/${id}/booking`, { slotId: 'x', phone: '13912345678' }],
    ] as const) {
      const refused = await call(method, path, { token: other, body });
      expect(refused.reply, path).toMatchObject({ code: 4004, payload: null });
      expect(JSON.stringify(refused.reply)).not.toContain('赵先生');
      expect((await call(method, path, { body })).status, path).toBe(401);
    }
    // Nothing was booked by the refused call.
    expect(db.bookings.get(id)?.phone).toBe(COUPLE.mobile);
  });

  test('the answers and their result are the visitor’s: another account naming the first one’s order is not answered with its plan', async () => {
    const { result } = await submitted(COUPLE);
    const firstOrder = db.customAnswers.find((row) => row.proposalId === result.proposalId)!;
    const other = signIn(SECOND_PHONE);
    const view = await call<{ result: CampaignResult | null; visitor: { orderId: string | null } }>(
      'GET',
      `/rest/api/active/customized/${CAMPAIGN}`,
      { token: other },
    );
    expect(view.reply.payload.result).toBeNull();
    expect(view.reply.payload.visitor.orderId).toBeNull();
    const answered = await call<CampaignResult | null>(
      'POST',
      `/rest/api/active/customized/${CAMPAIGN}/answers`,
      {
        token: other,
        body: {
          idempotencyKey: 'a-other',
          orderId: firstOrder.orderId,
          slotId: 'x',
          answers: COUPLE,
          ...SERVICE_ANSWERS_CONSENT,
        },
      },
    );
    expect(answered.reply).toMatchObject({ code: 4031, payload: null });
    expect(JSON.stringify(answered.reply)).not.toContain(result.proposalId!);
  });
});
