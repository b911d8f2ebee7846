import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RequestError, registerRequestHooks, resetRequestHooks } from '../../src/api/request';
import { fetchWxSdkConfig } from '../../src/data/common/api';
import {
  fetchJobs,
  fetchProductArea,
  fetchProfessions,
  fetchQuote,
} from '../../src/data/common/lookups-api';
import {
  fetchHealthDetail,
  queryHealthStatement,
  submitHealthStatement,
} from '../../src/data/health/api';
import { fetchCategories, fetchJumpLink, fetchProducts } from '../../src/data/home/api';
import { fetchOrderDetail, submitInsured } from '../../src/data/insuredNew/api';
import { fetchCurrentUser } from '../../src/data/login/api';
import {
  fetchAuthorizeUrl,
  fetchCaptchaToken,
  fetchWechatUserInfo,
  registerOauthState,
  sendCode,
  validateCode,
  wechatLogin,
} from '../../src/data/login/sign-in-api';
import {
  activateMembership,
  fetchOrders,
  fetchProfile,
  uploadAvatar,
} from '../../src/data/members/api';
import {
  fetchPaymentChannels,
  fetchPaymentInfo,
  fetchThirdPaymentInfo,
  startPayment,
} from '../../src/data/pay/api';
import { fetchProductDetail } from '../../src/data/product/api';
import { beginTrace, fetchTrail, flushTrace, traceEvent } from '../../src/data/trace';
import {
  createOrder,
  db,
  DEMO_PHONE,
  SANDBOX_CAPTCHA_ANSWER,
  SANDBOX_SMS_CODE,
  server,
  signIn,
} from '../../src/mocks/node';
import { consentCode, loginByWechat, newCaptchaToken, sendCodeWithCaptcha } from '../mocks/api';
import { healthAnswers, payBody, submitBody } from '../mocks/funnel-helpers';

/**
 * Every call of src/data/*\/api.ts (and the trail read-back of data/trace.ts) against replies of
 * the wrong shape: each is raised as malformed, never handed to a saga. And the sandbox's real
 * reply passes every schema: a schema stricter than the server shows up here first.
 */

type Method = 'get' | 'post';

interface Row {
  name: string;
  method: Method;
  /** msw pattern of the path the call asks. */
  path: string;
  /** Sets the sandbox up for a real code-0 reply; returns the call to make. */
  call: () => Promise<() => Promise<unknown>>;
  /**
   * A payload without a field the client relies on (a list: one such item); NONE when every field
   * is optional, and an empty payload passes.
   */
  missing: unknown;
  /** A payload with a field of the wrong type. */
  wrong: unknown;
  /** The saga takes a null payload as "none" (the health submit works the result out itself). */
  nullPasses?: boolean;
  /** Only the code is read: any payload passes (what the call relies on is in meta, if any). */
  unread?: boolean;
  /** A meta without what the call reads from it. */
  meta?: unknown;
  /** A meta with a field of the wrong type, for the calls that rely on meta alone. */
  wrongMeta?: unknown;
}

const PRODUCT = 105;
const NONE = Symbol('no required field');

function signedIn(): number {
  localStorage.setItem('user_token', signIn(DEMO_PHONE));
  return db.users.find((user) => user.phone === DEMO_PHONE)!.id;
}

function unpaidOrder(productId = PRODUCT, planId = 10501): string {
  const order = createOrder(signedIn(), { productId, planId, insuredName: '王小明' });
  return order!.orderId;
}

const now = <T>(call: () => Promise<T>) => Promise.resolve(call);

const ORDER = {
  orderId: 'O1',
  productId: PRODUCT,
  productName: '守护百万医疗险',
  family: 'ProductNew',
  premium: 299,
  status: 'unpaid',
};

const ROWS: Row[] = [
  {
    name: 'fetchCategories',
    method: 'get',
    path: '/rest/api/products/categories',
    call: () => now(fetchCategories),
    missing: [{ id: 1 }],
    wrong: [{ id: '1', name: '健康险' }],
  },
  {
    name: 'fetchProducts',
    method: 'get',
    path: '/rest/api/product_types/products',
    call: () => now(() => fetchProducts({ productCategoryId: 1, pageCount: 1, pageSize: 10 })),
    missing: [{ id: 1, name: '保险', price: 10, status: 'on' }],
    wrong: [{ id: 1, name: '保险', price: '10', status: 'on', family: 'ProductNew' }],
    meta: { pagination: { current_page: '1', total_pages: 2 } },
  },
  {
    name: 'fetchJumpLink',
    method: 'get',
    path: '/rest/api/product/jump_link',
    call: async () => {
      const linked = db.products.find((product) => product.jump && product.status === 'on');
      return () => fetchJumpLink(linked!.id);
    },
    missing: {},
    wrong: { url: 42 },
  },
  {
    name: 'fetchProductDetail',
    method: 'get',
    path: '/rest/api/product/detail/:id',
    call: () => now(() => fetchProductDetail(PRODUCT)),
    missing: { id: PRODUCT, name: '守护百万医疗险', family: 'ProductNew', status: 'on' },
    wrong: { id: PRODUCT, name: '守护百万医疗险', family: 'Product2', status: 'on' },
  },
  {
    name: 'fetchWxSdkConfig',
    method: 'get',
    path: '/rest/api/wechat/js/config',
    call: () => now(() => fetchWxSdkConfig('https://h5.example.cn/Home')),
    missing: { appId: 'wx1', timestamp: 1 },
    wrong: { appId: 'wx1', timestamp: true, nonceStr: 'n', signature: 's' },
  },
  {
    name: 'fetchQuote',
    method: 'post',
    path: '/rest/api/third_product/price',
    call: () =>
      now(() =>
        fetchQuote({
          productId: PRODUCT,
          planId: 10501,
          sumInsured: 4000000,
          term: '1y',
          payFrequency: 'annual',
          birthDate: '1990-03-07',
        }),
      ),
    missing: { premium: 299 },
    wrong: { premium: '299', unit: '元/年', age: 36 },
  },
  {
    name: 'fetchJobs',
    method: 'get',
    path: '/rest/api/third_product/jobs/:id',
    call: () => now(() => fetchJobs(PRODUCT)),
    missing: [{ code: 'A1', name: '教师' }],
    wrong: [{ code: 'A1', name: '教师', occupationClass: 1, insurable: 'yes' }],
  },
  {
    name: 'fetchProductArea',
    method: 'get',
    path: '/rest/api/third_product/area/:id',
    call: () => now(() => fetchProductArea(PRODUCT)),
    missing: [{ code: '110000' }],
    wrong: [{ code: 110000, name: '北京市' }],
  },
  {
    name: 'fetchProfessions (fuxing)',
    method: 'get',
    path: '/rest/api/profession/fuxing',
    call: () => now(() => fetchProfessions('fuxing', [])),
    missing: [{ name: '农牧业' }],
    wrong: [{ id: true, name: '农牧业' }],
  },
  {
    name: 'fetchProfessions (jdal)',
    method: 'get',
    path: '/rest/api/profession/jdal',
    call: () => now(() => fetchProfessions('jdal', [])),
    missing: [{ name: '农牧业' }],
    wrong: [{ id: 1, name: '农牧业', children: 'none' }],
  },
  {
    name: 'fetchHealthDetail',
    method: 'get',
    path: '/rest/api/abao_product/health/detail/:id',
    call: () => now(() => fetchHealthDetail(PRODUCT)),
    missing: { title: '健康告知' },
    wrong: { questions: [{ id: 1, text: '是否住院' }] },
  },
  {
    name: 'queryHealthStatement',
    method: 'post',
    path: '/rest/api/third_product/health_statement',
    call: async () => {
      signedIn();
      return () => queryHealthStatement(PRODUCT);
    },
    // Answers are restored when there are some: nothing is required.
    missing: NONE,
    wrong: { productId: PRODUCT, answers: { q1: 'no' } },
  },
  {
    name: 'submitHealthStatement',
    method: 'post',
    path: '/rest/api/third_product/submit_health_statement',
    call: async () => {
      signedIn();
      return () => submitHealthStatement({ productId: PRODUCT, answers: healthAnswers(PRODUCT) });
    },
    missing: { productId: PRODUCT },
    wrong: { productId: PRODUCT, passed: 'yes' },
    nullPasses: true,
  },
  {
    name: 'submitInsured',
    method: 'post',
    path: '/rest/api/third_product/insured',
    call: async () => {
      signedIn();
      return () => submitInsured(submitBody());
    },
    missing: { premium: 299 },
    wrong: { orderId: 123 },
  },
  {
    name: 'fetchOrderDetail',
    method: 'get',
    path: '/rest/api/third_product/order/:orderId',
    call: async () => {
      const orderId = unpaidOrder();
      return () => fetchOrderDetail(orderId);
    },
    missing: { ...ORDER, family: undefined },
    wrong: { ...ORDER, status: 'refunded' },
  },
  {
    name: 'fetchCaptchaToken',
    method: 'get',
    path: '/rest/api/captcha/token',
    call: () => now(fetchCaptchaToken),
    missing: null,
    wrong: 'anything',
    unread: true,
    meta: { captchaImage: 'data:image/svg+xml,' },
    wrongMeta: { captchaImage: 'data:image/svg+xml,', token: 1 },
  },
  {
    name: 'sendCode',
    method: 'post',
    path: '/rest/api/validation/bind',
    call: async () => {
      const captchaToken = await newCaptchaToken();
      return () => sendCode({ phone: DEMO_PHONE, captcha: SANDBOX_CAPTCHA_ANSWER, captchaToken });
    },
    missing: {},
    wrong: 42,
    unread: true,
  },
  {
    name: 'validateCode',
    method: 'post',
    path: '/rest/api/validation/valid',
    call: async () => {
      await sendCodeWithCaptcha(DEMO_PHONE);
      return () => validateCode({ phone: DEMO_PHONE, code: SANDBOX_SMS_CODE });
    },
    missing: {},
    wrong: { token: 123 },
  },
  {
    name: 'fetchCurrentUser',
    method: 'get',
    path: '/rest/api/user/current',
    call: async () => {
      const token = signIn(DEMO_PHONE);
      return () => fetchCurrentUser(token);
    },
    missing: { nickname: '用户' },
    wrong: { id: 1, nickname: 7 },
  },
  {
    name: 'registerOauthState',
    method: 'get',
    path: '/rest/api/user_center/wechat/oauth/code',
    call: () => now(() => registerOauthState('st-abc')),
    missing: {},
    wrong: { state: 1 },
    unread: true,
  },
  {
    name: 'fetchAuthorizeUrl',
    method: 'get',
    path: '/rest/api/user_center/wechat/authorize',
    call: () => now(() => fetchAuthorizeUrl(`${location.origin}/Login/authBack`)),
    missing: {},
    wrong: { url: ['https://open.weixin.qq.com/'] },
  },
  {
    name: 'wechatLogin',
    method: 'post',
    path: '/rest/api/user_center/wechat/login',
    call: async () => {
      const state = 'st-schema-1';
      await registerOauthState(state);
      return () => wechatLogin({ code: consentCode('xiaowang'), state, channel: '' });
    },
    missing: {},
    wrong: { token: null },
  },
  {
    name: 'fetchWechatUserInfo',
    method: 'get',
    path: '/rest/api/user_center/userinfo',
    call: async () => {
      const token = await loginByWechat('xiaowang');
      return () => fetchWechatUserInfo(token);
    },
    missing: { nickname: '微信用户' },
    wrong: { id: 1, wechatBound: 'yes' },
  },
  {
    name: 'fetchProfile',
    method: 'get',
    path: '/rest/api/members/profile',
    call: async () => {
      signedIn();
      return fetchProfile;
    },
    missing: { level: '普通会员' },
    wrong: { active: 'false', benefits: [] },
  },
  {
    name: 'activateMembership',
    method: 'post',
    path: '/rest/api/members/activate',
    call: async () => {
      signedIn();
      return () =>
        activateMembership({
          traceId: 'trail-abc123',
          consents: { userAgreementAt: '2026-11-23T02:00:00.000Z' },
        });
    },
    missing: { memberNo: 'JX1' },
    wrong: { active: true, benefits: [{ title: 1 }] },
  },
  {
    name: 'uploadAvatar',
    method: 'post',
    path: '/rest/api/members/avatar',
    call: async () => {
      signedIn();
      return () =>
        uploadAvatar(new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }));
    },
    missing: {},
    wrong: { url: { href: '/a.jpg' } },
  },
  {
    name: 'fetchOrders',
    method: 'get',
    path: '/rest/api/orders',
    call: async () => {
      unpaidOrder();
      return () => fetchOrders({ pageCount: 1, pageSize: 10 });
    },
    missing: [{ orderId: 'O1', productName: '守护百万医疗险', premium: 299, status: 'paid' }],
    wrong: [{ ...ORDER, premium: '299' }],
    meta: { pagination: { current_page: 1 } },
  },
  {
    name: 'fetchPaymentChannels',
    method: 'get',
    path: '/rest/api/third_product/payment_channel/:orderId',
    call: async () => {
      const orderId = unpaidOrder();
      return () => fetchPaymentChannels(orderId);
    },
    missing: { channelsInfo: [{ name: '微信支付' }] },
    wrong: { channelsInfo: [{ code: 'paypal', name: 'PayPal' }] },
  },
  {
    name: 'startPayment (payment)',
    method: 'post',
    path: '/rest/api/third_product/payment',
    call: async () => {
      const orderId = unpaidOrder();
      return () => startPayment(payBody(orderId), 'payment');
    },
    missing: { mode: 'h5' },
    wrong: { mode: 'jsapi', jsapi: { appId: 'wx1', timeStamp: 1 } },
  },
  {
    name: 'startPayment (sign)',
    method: 'post',
    path: '/rest/api/abao_product/payment/sign',
    call: async () => {
      const orderId = unpaidOrder(103, 10301);
      return () => startPayment(payBody(orderId), 'sign');
    },
    missing: { mode: 'jsapi' },
    wrong: { mode: 'h5', url: 7 },
  },
  {
    name: 'fetchPaymentInfo',
    method: 'get',
    path: '/rest/api/third_product/payment_info/:orderId',
    call: async () => {
      const orderId = unpaidOrder();
      return () => fetchPaymentInfo(orderId);
    },
    missing: { orderId: 'O1', status: 'paid' },
    wrong: { orderId: 'O1', status: 'done', amount: 299 },
  },
  {
    name: 'fetchThirdPaymentInfo',
    method: 'get',
    path: '/rest/api/third_product/third_payment_info/:orderId',
    call: async () => {
      const orderId = unpaidOrder();
      return () => fetchThirdPaymentInfo(orderId);
    },
    missing: { orderId: 'O1' },
    wrong: { orderId: 'O1', status: 'pending', transactionId: 42 },
  },
  {
    name: 'fetchTrail (data/trace.ts)',
    method: 'get',
    path: '/rest/api/trace/events',
    call: async () => {
      const traceId = beginTrace(PRODUCT);
      traceEvent('screen', '/ProductNew/Insured');
      await flushTrace();
      return () => fetchTrail(traceId);
    },
    missing: { traceId: 't1' },
    wrong: { events: [{ type: 'screen', at: 1, page: '/Home' }] },
  },
];

const notice = vi.fn();

beforeEach(() => {
  registerRequestHooks({ notice });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetRequestHooks();
  notice.mockReset();
  vi.restoreAllMocks();
});

function answer(row: Row, payload: unknown, meta?: unknown) {
  const body = { code: 0, message: 'success', payload, ...(meta === undefined ? {} : { meta }) };
  server.use(http[row.method](row.path, () => HttpResponse.json(body)));
}

/** The path pattern as a regular expression over the path the call asked. */
const pathOf = (row: Row) => new RegExp(`^${row.path.replace(/:\w+/g, '[^/]+')}$`);

describe.each(ROWS)('$name', (row) => {
  /** What a wrong payload does: refused, or (unread payloads, meta aside) handed on. */
  async function expectRefused(call: () => Promise<unknown>, passes: boolean) {
    if (passes) {
      await expect(call()).resolves.toMatchObject({ code: 0 });
      expect(console.error).not.toHaveBeenCalled();
      return;
    }
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ kind: 'malformed', path: expect.stringMatching(pathOf(row)) });
    expect(notice).toHaveBeenCalledWith('服务器发生错误');
  }
  const checksMeta = row.meta !== undefined;

  test('the sandbox’s real reply passes', async () => {
    const call = await row.call();
    await expect(call()).resolves.toMatchObject({ code: 0 });
    expect(console.error).not.toHaveBeenCalled();
  });

  test(row.missing === NONE ? 'every field is optional' : 'missing required fields', async () => {
    const call = await row.call();
    const payload = row.missing === NONE ? {} : row.missing;
    // With a meta check, the meta lacks what is read too.
    answer(row, payload, checksMeta ? row.meta : undefined);
    await expectRefused(call, row.missing === NONE || (Boolean(row.unread) && !checksMeta));
  });

  test('a null payload with code 0', async () => {
    const call = await row.call();
    answer(row, null, checksMeta ? row.meta : undefined);
    await expectRefused(call, (Boolean(row.unread) || Boolean(row.nullPasses)) && !checksMeta);
  });

  test('wrongly typed fields', async () => {
    const call = await row.call();
    answer(row, row.wrong, row.wrongMeta);
    await expectRefused(call, Boolean(row.unread) && row.wrongMeta === undefined);
  });

  if (checksMeta) {
    test('a meta without what is read from it', async () => {
      const call = await row.call();
      const real = (await call()) as { payload: unknown };
      answer(row, real.payload, row.meta);
      await expectRefused(call, false);
    });
  }

  test('a non-zero code is handed on untouched', async () => {
    const call = await row.call();
    server.use(
      http[row.method](row.path, () =>
        HttpResponse.json({ code: 4004, message: '不存在', payload: null }),
      ),
    );
    await expect(call()).resolves.toEqual({ code: 4004, message: '不存在', payload: null });
  });
});
