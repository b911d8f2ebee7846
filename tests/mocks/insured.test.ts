import type { Beneficiary, InsuredSubmitBody, OrderDetail } from '../../src/data/insured/types';
import type { Order } from '../../src/data/members/types';
import { PRODUCT_DETAILS, quotePremium } from '../../src/mocks/fixtures/products';
import {
  advanceClock,
  db,
  DEMO_PHONE,
  getTrail,
  PAY_WINDOW_MS,
  resetClock,
  setNow,
  setOrderStatus,
  signIn,
} from '../../src/mocks/node';
import { call } from './api';
import {
  APPLICANT,
  BUYER_PHONE,
  healthAnswers,
  IDS,
  placeOrder,
  START,
  submit,
  submitBody,
} from './funnel-helpers';

const orderDetail = (token: string, orderId: string) =>
  call<OrderDetail | null>('GET', `/rest/api/third_product/order/${orderId}`, { token });
const myOrders = (token: string) => call<Order[] | null>('GET', '/rest/api/orders', { token });

/** The refusal a body gets, as `{ code, message }`. */
async function refusal(body: unknown, token = signIn(BUYER_PHONE)) {
  const { reply } = await submit(token, body);
  expect(reply.payload).toBeNull();
  return { code: reply.code, message: reply.message };
}

const plan10501 = PRODUCT_DETAILS.find((p) => p.id === 105)?.plans.find((p) => p.id === 10501);

beforeEach(() => setNow(START));
afterEach(() => resetClock());

describe('POST /rest/api/third_product/insured', () => {
  it('creates an unpaid order priced for the insured’s age, and links the trail', async () => {
    const token = signIn(BUYER_PHONE);
    const { status, reply } = await submit(token, submitBody());
    expect(status).toBe(200);
    const expected = quotePremium(plan10501!.pricing, {
      age: 36,
      sumInsured: 4000000,
      term: '1y',
      payFrequency: 'annual',
    });
    expect(reply).toEqual({
      code: 0,
      message: 'success',
      payload: { orderId: 'JX202611210001', premium: expected.premium, premiumUnit: '元/年' },
    });
    expect(expected.premium).toBeGreaterThan(plan10501!.premiumFrom);

    const stored = db.orders.get('JX202611210001');
    expect(stored).toMatchObject({
      status: 'unpaid',
      insuredName: '王小明',
      traceId: 'trace-105-test',
      payBefore: '2026-11-21T10:30:00+08:00',
      purchase: { insuredAge: 36, payFrequency: 'annual', beneficiaryType: 'legal' },
    });
    expect(getTrail('trace-105-test')).toEqual({
      traceId: 'trace-105-test',
      productId: 105,
      orderId: 'JX202611210001',
      events: [],
    });
  });

  it('prices monthly payments in 元/月', async () => {
    const { reply } = await submit(signIn(BUYER_PHONE), submitBody({ payFrequency: 'monthly' }));
    expect(reply.payload?.premiumUnit).toBe('元/月');
  });

  it('makes one order per idempotency key: a retry answers the same order, a new key a new one', async () => {
    const token = signIn(BUYER_PHONE);
    const body = submitBody();
    const first = await submit(token, body);
    const retry = await submit(token, body);
    expect(retry.reply).toEqual(first.reply);
    // A double tap: both requests in flight at once.
    const [a, b] = await Promise.all([submit(token, body), submit(token, body)]);
    expect(a.reply.payload?.orderId).toBe(first.reply.payload?.orderId);
    expect(b.reply.payload?.orderId).toBe(first.reply.payload?.orderId);
    expect(db.orders.count((o) => o.idempotencyKey === body.idempotencyKey)).toBe(1);

    const second = await submit(token, submitBody());
    expect(second.reply.payload?.orderId).not.toBe(first.reply.payload?.orderId);
    const userId = db.sessions.get(token)?.userId;
    expect(db.orders.count((o) => o.userId === userId)).toBe(2);

    // The same key on another purchase is refused, not answered with the wrong order.
    expect(await refusal({ ...body, planId: 10502 }, token)).toEqual({
      code: 1001,
      message: '该请求编号已用于其他投保申请，请重新提交',
    });
  });

  it('keys are per user: the same key from another user makes that user’s own order', async () => {
    const body = submitBody();
    const mine = await submit(signIn(BUYER_PHONE), body);
    const theirs = await submit(signIn(DEMO_PHONE), body);
    expect(theirs.reply.code).toBe(0);
    expect(theirs.reply.payload?.orderId).not.toBe(mine.reply.payload?.orderId);
  });

  it('refuses products that cannot be bought here', async () => {
    expect(await refusal(submitBody({ productId: 999 }))).toEqual({
      code: 4004,
      message: '产品不存在',
    });
    expect(await refusal(submitBody({ productId: 115, planId: 11501 }))).toEqual({
      code: 4006,
      message: '产品已下架',
    });
    db.products.update(105, { status: 'off' });
    expect((await refusal(submitBody())).code).toBe(4006);
    db.products.update(105, { status: 'on' });
    expect(await refusal(submitBody({ productId: 119, planId: 11901 }))).toEqual({
      code: 1001,
      message: '该产品需在合作方页面投保',
    });
  });

  it('refuses a plan, sum, term or frequency the product does not offer', async () => {
    expect(await refusal(submitBody({ planId: 10601 }))).toEqual({
      code: 4004,
      message: '保障计划不存在',
    });
    expect((await refusal(submitBody({ sumInsured: 100 }))).message).toBe(
      '所选保额不在该计划的可选范围内',
    );
    expect((await refusal(submitBody({ term: '20y' }))).message).toBe('该计划不提供所选保障期间');
    expect((await refusal(submitBody({ payFrequency: 'single' }))).message).toBe(
      '该计划不支持所选交费方式',
    );
  });

  it('checks names, ID numbers and phones of both people with copy.md’s messages', async () => {
    const cases: [Partial<InsuredSubmitBody>, string][] = [
      [{ applicant: { ...APPLICANT, name: '王' } }, '投保人：请输入真实姓名'],
      [
        { applicant: { ...APPLICANT, idCard: '110101199003071234' } },
        '投保人：请输入正确的身份证号码',
      ],
      [{ applicant: { ...APPLICANT, mobile: '12345678901' } }, '投保人：请输入正确的手机号'],
      [
        { insured: { ...APPLICANT, name: '<b>x</b>', relationship: 'self' } },
        '被保人：请输入真实姓名',
      ],
      [
        { insured: { ...APPLICANT, idCard: '11010119900307123', relationship: 'self' } },
        '被保人：请输入正确的身份证号码',
      ],
      [
        { insured: { ...APPLICANT, mobile: '1391234567', relationship: 'self' } },
        '被保人：请输入正确的手机号',
      ],
    ];
    for (const [overrides, message] of cases) {
      expect(await refusal(submitBody(overrides))).toEqual({ code: 1001, message });
    }
  });

  it('trims text and accepts a lower-case x, storing what was meant', async () => {
    const token = signIn(BUYER_PHONE);
    const spouse = { name: ' 李娜 ', idCard: '11010519900512332x', mobile: ' 13911112222 ' };
    const orderId = await placeOrder(token, {
      insured: { ...spouse, relationship: 'spouse' },
      applicant: { ...APPLICANT, name: ` ${APPLICANT.name}\u3000` },
    });
    const purchase = db.orders.get(orderId)?.purchase;
    expect(purchase?.insured).toMatchObject({
      name: '李娜',
      idCard: '11010519900512332X',
      mobile: '13911112222',
    });
    expect(purchase?.applicant.name).toBe('王小明');
  });

  it('needs an adult applicant, and 本人 to be the applicant', async () => {
    const minor = { name: '刘小雨', idCard: IDS.female20081122, mobile: '13700001111' };
    expect(
      await refusal(submitBody({ applicant: minor, insured: { ...minor, relationship: 'self' } })),
    ).toEqual({ code: 1001, message: '投保人须年满18周岁' });
    const adult = { ...minor, idCard: IDS.female20081121 };
    expect(
      (
        await submit(
          signIn(BUYER_PHONE),
          submitBody({ applicant: adult, insured: { ...adult, relationship: 'self' } }),
        )
      ).reply.code,
    ).toBe(0);
    expect(
      await refusal(
        submitBody({ insured: { ...APPLICANT, idCard: IDS.male1988, relationship: 'self' } }),
      ),
    ).toEqual({ code: 1001, message: '被保人为本人时，证件号码须与投保人一致' });
    expect(
      await refusal(submitBody({ insured: { ...APPLICANT, relationship: 'spouse' } })),
    ).toEqual({ code: 1001, message: '被保人与投保人为同一人时，关系请选择本人' });
  });

  it('checks the insured’s age against the merged interval at the birthday boundary (4101)', async () => {
    const oldest = { name: '王建军', idCard: IDS.male19601122, mobile: '13700002222' };
    expect(
      (
        await submit(
          signIn(BUYER_PHONE),
          submitBody({ insured: { ...oldest, relationship: 'parent' } }),
        )
      ).reply.code,
    ).toBe(0);
    expect(
      await refusal(
        submitBody({ insured: { ...oldest, idCard: IDS.male19601121, relationship: 'parent' } }),
      ),
    ).toEqual({ code: 4101, message: '被保人年龄不符合投保要求' });
    // 101's 至尊版 (10103) narrows 28 days-60 to 18-55: a 8-year-old fits the product, not the plan.
    const child = { name: '王小宝', idCard: IDS.child2020, mobile: BUYER_PHONE };
    const base = { productId: 101, sumInsured: 300000, healthAnswers: healthAnswers(101) };
    expect(
      (
        await refusal(
          submitBody({ ...base, planId: 10103, insured: { ...child, relationship: 'child' } }),
        )
      ).code,
    ).toBe(4101);
  });

  it('requires and checks the health answers of a health product', async () => {
    expect(await refusal(submitBody({ healthAnswers: undefined }))).toEqual({
      code: 1001,
      message: '请完成健康告知',
    });
    const partial = Object.fromEntries(Object.entries(healthAnswers(105)).slice(2));
    expect((await refusal(submitBody({ healthAnswers: partial }))).message).toBe('请完成健康告知');
    expect(await refusal(submitBody({ healthAnswers: healthAnswers(105, 0) }))).toEqual({
      code: 1001,
      message: '被保人的健康告知不符合本产品的投保条件',
    });
    expect((await refusal(submitBody({ healthAnswers: healthAnswers(106) }))).message).toBe(
      '参数错误：healthAnswers',
    );
  });

  it('requires the consents: documents always, sensitive data with health questions', async () => {
    expect(await refusal(submitBody({ consents: { documentsReadAt: '' } }))).toEqual({
      code: 1001,
      message: '请阅读并同意投保须知、保险条款及免责条款',
    });
    expect(
      await refusal(submitBody({ consents: { documentsReadAt: '2026-11-21T10:00:00+08:00' } })),
    ).toEqual({ code: 1001, message: '请同意敏感个人信息（健康信息）处理授权' });
  });

  it('requires a job the product insures (jobs list, 1-4 for 114)', async () => {
    const base = {
      productId: 114,
      planId: 11401,
      sumInsured: 10000,
      healthAnswers: undefined,
      consents: { documentsReadAt: '2026-11-21T10:00:00+08:00' },
    };
    const insured = { ...APPLICANT, relationship: 'self' as const };
    expect(await refusal(submitBody({ ...base, insured }))).toEqual({
      code: 1001,
      message: '请选择职业',
    });
    expect(
      (await refusal(submitBody({ ...base, insured: { ...insured, jobCode: '9999999' } }))).message,
    ).toBe('请选择职业');
    expect(
      await refusal(submitBody({ ...base, insured: { ...insured, jobCode: '0005001' } })),
    ).toEqual({ code: 1001, message: '被保人的职业类别不在本产品的承保范围内' });
    const { reply } = await submit(
      signIn(BUYER_PHONE),
      submitBody({ ...base, insured: { ...insured, jobCode: '0004001', jobLabel: '外卖骑手' } }),
    );
    expect(reply.code).toBe(0);
  });

  it('checks tree occupations by leaf id and class (Fosun for 110)', async () => {
    const base = {
      productId: 110,
      planId: 11001,
      sumInsured: 3000000,
      healthAnswers: healthAnswers(110),
    };
    const insured = { ...APPLICANT, relationship: 'self' as const };
    // 10101 内勤人员 (class 1) is fine; 20303 伐木工人 (class 6) is not; a middle id is no job.
    expect(
      (
        await submit(
          signIn(BUYER_PHONE),
          submitBody({ ...base, insured: { ...insured, jobCode: '10101' } }),
        )
      ).reply.code,
    ).toBe(0);
    expect(
      (await refusal(submitBody({ ...base, insured: { ...insured, jobCode: '20303' } }))).message,
    ).toBe('被保人的职业类别不在本产品的承保范围内');
    expect(
      (await refusal(submitBody({ ...base, insured: { ...insured, jobCode: '101' } }))).message,
    ).toBe('请选择职业');
    // A JD Allianz code is not a Fosun job.
    expect(
      (await refusal(submitBody({ ...base, insured: { ...insured, jobCode: 'A0101' } }))).message,
    ).toBe('请选择职业');
  });

  it('requires a sales area of a region product (109: three Zhejiang cities)', async () => {
    const base = {
      productId: 109,
      planId: 10901,
      sumInsured: 1000000,
      healthAnswers: undefined,
      consents: { documentsReadAt: '2026-11-21T10:00:00+08:00' },
    };
    const insured = { ...APPLICANT, relationship: 'self' as const };
    expect((await refusal(submitBody({ ...base, insured }))).message).toBe('请选择所在地区');
    for (const areaCode of ['330000', '330400', '440300']) {
      expect(
        (await refusal(submitBody({ ...base, insured: { ...insured, areaCode } }))).message,
      ).toBe('所选地区不在本产品的销售范围内');
    }
    const { reply } = await submit(
      signIn(BUYER_PHONE),
      submitBody({ ...base, insured: { ...insured, areaCode: '330200' } }),
    );
    expect(reply.code).toBe(0);
  });

  describe('beneficiaries', () => {
    const base = {
      productId: 102,
      planId: 10201,
      sumInsured: 500000,
      term: '20y',
      healthAnswers: healthAnswers(102),
      insured: { ...APPLICANT, relationship: 'self' as const, jobCode: 'A0101' },
      beneficiaryType: 'named' as const,
    };
    const spouse = { name: '李娜', idCard: IDS.female1992, relationship: 'spouse' as const };
    const parent = { name: '王建国', idCard: IDS.male19601122, relationship: 'parent' as const };

    it('accepts named beneficiaries whose shares add up to 100', async () => {
      const { reply } = await submit(
        signIn(BUYER_PHONE),
        submitBody({
          ...base,
          beneficiaries: [
            { ...spouse, share: 60 },
            { ...parent, share: 40 },
          ],
        }),
      );
      expect(reply.code).toBe(0);
      expect(db.orders.get(reply.payload?.orderId ?? '')?.purchase?.beneficiaries).toHaveLength(2);
    });

    it('refuses shares that do not add up to 100, and other bad beneficiaries', async () => {
      const cases: [unknown[], string][] = [
        [
          [
            { ...spouse, share: 60 },
            { ...parent, share: 30 },
          ],
          '受益人的受益比例之和须为100%',
        ],
        [[], '请填写指定受益人'],
        [
          [
            { ...spouse, share: 50.5 },
            { ...parent, share: 49.5 },
          ],
          '受益比例须为1%至100%的整数',
        ],
        [[{ ...spouse, idCard: IDS.male1990, share: 100 }], '受益人不能是被保人本人'],
        [
          [
            { ...spouse, share: 50 },
            { ...spouse, share: 50 },
          ],
          '受益人不能重复',
        ],
        [[{ ...spouse, idCard: '123', share: 100 }], '受益人：请输入正确的身份证号码'],
      ];
      for (const [beneficiaries, message] of cases) {
        expect(
          await refusal(submitBody({ ...base, beneficiaries: beneficiaries as Beneficiary[] })),
        ).toEqual({
          code: 1001,
          message,
        });
      }
      expect(
        (
          await refusal(
            submitBody({
              ...base,
              beneficiaries: [
                { ...spouse, relationship: 'self', share: 100 },
              ] as unknown as Beneficiary[],
            }),
          )
        ).message,
      ).toBe('参数错误：beneficiaries[0].relationship');
    });

    it('allows only 法定 where the product has no named beneficiaries', async () => {
      expect(
        await refusal(
          submitBody({ beneficiaryType: 'named', beneficiaries: [{ ...spouse, share: 100 }] }),
        ),
      ).toEqual({ code: 1001, message: '本产品的身故受益人为法定继承人，不支持指定受益人' });
      expect(
        (await refusal(submitBody({ beneficiaries: [{ ...spouse, share: 100 }] }))).message,
      ).toBe('参数错误：beneficiaries');
    });
  });

  it('names the first malformed field with 1001', async () => {
    const body = submitBody();
    const cases: [unknown, string][] = [
      [null, 'body'],
      [{ ...body, idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ ...body, traceId: 'a b' }, 'traceId'],
      [{ ...body, productId: '105' }, 'productId'],
      [{ ...body, sumInsured: -1 }, 'sumInsured'],
      [{ ...body, payFrequency: 'weekly' }, 'payFrequency'],
      [{ ...body, applicant: 'me' }, 'applicant'],
      [{ ...body, insured: { ...body.insured, relationship: 'friend' } }, 'insured.relationship'],
      [{ ...body, beneficiaryType: 'some' }, 'beneficiaryType'],
      [{ ...body, consents: undefined }, 'consents'],
    ];
    for (const [bad, field] of cases) {
      expect(await refusal(bad)).toEqual({ code: 1001, message: `参数错误：${field}` });
    }
  });

  it('issues a free gift at once: no payment to make', async () => {
    const token = signIn(BUYER_PHONE);
    const orderId = await placeOrder(token, {
      productId: 120,
      planId: 12001,
      sumInsured: 100000,
      term: '30d',
      payFrequency: 'single',
      healthAnswers: undefined,
      consents: { documentsReadAt: '2026-11-21T10:00:00+08:00' },
    });
    expect(db.orders.get(orderId)).toMatchObject({ premium: 0, status: 'paid', premiumUnit: '元' });
    expect(db.orders.get(orderId)?.policyNo).toMatch(/^8120/);
  });

  it('needs a signed-in visitor: HTTP 401 without a valid token', async () => {
    for (const token of ['', 'stale']) {
      const { status, reply } = await submit(token, submitBody());
      expect(status).toBe(401);
      expect(reply.code).toBe(401);
    }
    expect(db.orders.count((o) => o.traceId === 'trace-105-test')).toBe(0);
  });
});

describe('GET /rest/api/third_product/order/:orderId', () => {
  it('shows the owner the order with names, ID and phone masked', async () => {
    const token = signIn(BUYER_PHONE);
    const spouse = { name: '欧阳娜娜', idCard: IDS.female1992, mobile: '13911112222' };
    const orderId = await placeOrder(token, { insured: { ...spouse, relationship: 'spouse' } });
    const { reply } = await orderDetail(token, orderId);
    expect(reply).toEqual({
      code: 0,
      message: 'success',
      payload: {
        orderId,
        kind: 'product',
        service: null,
        productId: 105,
        productName: '守护百万医疗险(2026版)',
        family: expect.any(String),
        planName: '标准版',
        premium: expect.any(Number),
        premiumUnit: '元/年',
        status: 'unpaid',
        applicantName: '王**',
        insuredName: '欧**',
        insuredRelationship: 'spouse',
        insuredIdCard: '1101**********0467',
        insuredMobile: '139****2222',
        policyNo: null,
        createdAt: '2026-11-21T10:00:00+08:00',
        payBefore: '2026-11-21T10:30:00+08:00',
        // Unpaid: the cover a payment today would give, from tomorrow for the plan's one year.
        effectiveDate: '2026-11-22',
        endDate: '2027-11-21',
      },
    });
    const text = JSON.stringify(reply);
    for (const secret of ['欧阳娜娜', IDS.female1992, '13911112222', IDS.male1990, BUYER_PHONE]) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows a seeded order with its people masked too', async () => {
    const token = signIn(DEMO_PHONE);
    const { reply } = await orderDetail(token, 'JX202611180002');
    expect(reply.payload).toMatchObject({
      status: 'paid',
      applicantName: '张**',
      insuredName: '张**',
      // The same person: the relation says so.
      insuredRelationship: 'self',
      insuredIdCard: '1101**********4513',
      insuredMobile: '138****8000',
      policyNo: '8105202611180002',
      // Paid on 18 November: covered from the 19th for a year.
      effectiveDate: '2026-11-19',
      endDate: '2027-11-18',
    });
  });

  it('dates the cover from the day after payment, and gives a cancelled order none', async () => {
    const token = signIn(BUYER_PHONE);
    const paid = await placeOrder(token);
    // Paid two days after it was placed (the sandbox clock), cover starts the day after that.
    advanceClock(2 * 24 * 60 * 60 * 1000);
    setOrderStatus(paid, 'paid');
    expect((await orderDetail(token, paid)).reply.payload).toMatchObject({
      status: 'paid',
      effectiveDate: '2026-11-24',
      endDate: '2027-11-23',
    });
    const lapsed = await placeOrder(token);
    advanceClock(PAY_WINDOW_MS);
    expect((await orderDetail(token, lapsed)).reply.payload).toMatchObject({
      status: 'cancelled',
      effectiveDate: null,
      endDate: null,
    });
  });

  it('answers another user’s order and an unknown one with 4004 订单不存在, and 401 signed out', async () => {
    const orderId = await placeOrder(signIn(BUYER_PHONE));
    const other = signIn(DEMO_PHONE);
    for (const id of [orderId, 'JX209901010001']) {
      expect((await orderDetail(other, id)).reply).toEqual({
        code: 4004,
        message: '订单不存在',
        payload: null,
      });
    }
    expect((await orderDetail('', orderId)).status).toBe(401);
  });

  it('cancels an order left unpaid for 30 minutes, in the detail and in my orders', async () => {
    const token = signIn(BUYER_PHONE);
    const orderId = await placeOrder(token);
    advanceClock(PAY_WINDOW_MS - 1000);
    expect((await orderDetail(token, orderId)).reply.payload?.status).toBe('unpaid');
    advanceClock(1000);
    expect((await orderDetail(token, orderId)).reply.payload?.status).toBe('cancelled');
    expect((await myOrders(token)).reply.payload?.[0]).toMatchObject({
      orderId,
      status: 'cancelled',
    });
    // A retry of the same submit still answers the order it made; paying it will say it lapsed.
    expect(db.orders.get(orderId)?.status).toBe('cancelled');
  });
});
