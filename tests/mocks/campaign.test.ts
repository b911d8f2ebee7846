import { describe, expect, test } from 'vitest';
import type { Article, ArticleSummary, Invite, LeadReply } from '../../src/data/active/types';
import type { Quote } from '../../src/data/product/types';
import { DEMO_PHONE, SANDBOX_SMS_CODE, signIn } from '../../src/mocks/node';
import { call, sendCode } from './api';

const lead = (over: Record<string, unknown> = {}) => ({
  name: '王先生',
  phone: '13800138000',
  insured: 'family',
  consent: true,
  ...over,
});

describe('the campaign sandbox', () => {
  test('the article list is paged, newest first, without withdrawn articles', async () => {
    const first = await call<ArticleSummary[]>(
      'GET',
      '/rest/api/active/article?pageCount=1&pageSize=10',
    );
    expect(first.reply.payload).toHaveLength(10);
    expect(first.reply.payload[0]!.publishedAt >= first.reply.payload[1]!.publishedAt).toBe(true);
    const second = await call<ArticleSummary[]>(
      'GET',
      '/rest/api/active/article?pageCount=2&pageSize=10',
    );
    expect(second.reply.payload.map((a) => a.id)).not.toContain(312);
    expect(second.reply.meta).toMatchObject({ pagination: { current_page: 2, total_pages: 2 } });
  });

  test('an article names its advisor with a licence number; a withdrawn one has no content', async () => {
    const { reply } = await call<Article>('GET', '/rest/api/active/article/301');
    expect(reply.payload.advisor?.licenceNo).toMatch(/^\d{26}$/);
    expect(reply.payload.products.length).toBeLessThanOrEqual(3);
    const withdrawn = await call<Article>('GET', '/rest/api/active/article/312');
    expect(withdrawn.reply.payload).toMatchObject({ status: 'withdrawn', html: '', products: [] });
    const missing = await call('GET', '/rest/api/active/article/999');
    expect(missing.reply.code).toBe(4004);
  });

  test('a poster lead is taken once; the same phone again within ten minutes is the same lead', async () => {
    const path = '/rest/api/active/poster/medical-2026/leads';
    const first = await call<LeadReply>('POST', path, { body: lead({ ref: 'abc' }) });
    expect(first.reply.code).toBe(0);
    const again = await call<LeadReply>('POST', path, { body: lead() });
    expect(again.reply.payload.leadId).toBe(first.reply.payload.leadId);
    const ended = await call('POST', '/rest/api/active/poster/autumn-2025/leads', { body: lead() });
    expect(ended.reply).toMatchObject({ code: 4060, message: '活动已结束，感谢关注' });
    const noConsent = await call('POST', path, { body: lead({ consent: false }) });
    expect(noConsent.reply.code).toBe(1001);
  });

  test("an article template's lead and the short video's need the SMS code, used once", async () => {
    const wrong = await call('POST', '/rest/api/active/article/304/leads', {
      body: lead({ variant: 'p1', code: '000000' }),
    });
    expect(wrong.reply.code).toBe(1020);
    await sendCode({ phone: DEMO_PHONE });
    const estimate = await call<LeadReply>('POST', '/rest/api/active/shortvideo/elderly/leads', {
      body: lead({ code: SANDBOX_SMS_CODE, age: 68, term: '1y', insured: 'parents' }),
    });
    expect(estimate.reply.payload.estimate).toMatchObject({ unit: '元/年' });
    // The estimate is the product's own quote: what its trial says for a 68-year-old.
    const born = new Date();
    born.setFullYear(born.getFullYear() - 68, born.getMonth() - 1);
    const trial = await call<Quote>('POST', '/rest/api/third_product/price', {
      body: {
        productId: 118,
        planId: 11801,
        sumInsured: 100000,
        term: '1y',
        payFrequency: 'annual',
        birthDate: born.toISOString().slice(0, 10),
      },
    });
    expect(trial.reply.payload.age).toBe(68);
    expect(estimate.reply.payload.estimate?.premium).toBe(trial.reply.payload.premium);
    const reused = await call('POST', '/rest/api/active/shortvideo/elderly/leads', {
      body: lead({ code: SANDBOX_SMS_CODE, age: 68, term: '1y' }),
    });
    expect(reused.reply.code).toBe(1020);
  });

  test('the short video refuses an age outside the product', async () => {
    await sendCode({ phone: DEMO_PHONE });
    const { reply } = await call('POST', '/rest/api/active/shortvideo/elderly/leads', {
      body: lead({ code: SANDBOX_SMS_CODE, age: 40, term: '1y' }),
    });
    expect(reply).toMatchObject({ code: 4101, message: '被保人年龄不符合投保要求' });
  });

  test('the invite needs a signed-in visitor, and its code is theirs', async () => {
    expect((await call('GET', '/rest/api/active/invite/current')).status).toBe(401);
    const demo = await call<Invite>('GET', '/rest/api/active/invite/current', {
      token: signIn(DEMO_PHONE),
    });
    const other = await call<Invite>('GET', '/rest/api/active/invite/current', {
      token: signIn('13900001111'),
    });
    expect(demo.reply.payload.inviteCode).not.toBe(other.reply.payload.inviteCode);
    expect(demo.reply.payload.friends.map((f) => f.name)).toEqual(['王**', '陈*', '李**']);
    expect(other.reply.payload.friends).toEqual([]);
  });

  test('a referral key is opaque and made per share', async () => {
    const make = () =>
      call<{ key: string }>('POST', '/rest/api/active/poster-kit/current/referral', {
        body: { posterId: 'p-medical' },
      });
    const [a, b] = [await make(), await make()];
    expect(a.reply.payload.key).not.toBe(b.reply.payload.key);
    const bad = await call('POST', '/rest/api/active/poster-kit/current/referral', {
      body: { posterId: 'nope' },
    });
    expect(bad.reply.code).toBe(1001);
  });

  test('groups: open, closed, expired, unknown', async () => {
    const statuses = await Promise.all(
      ['current', 'full', 'autumn-2025'].map(
        async (id) =>
          (await call<{ status: string }>('GET', `/rest/api/active/group/${id}`)).reply.payload
            .status,
      ),
    );
    expect(statuses).toEqual(['open', 'closed', 'expired']);
    expect((await call('GET', '/rest/api/active/group/nope')).reply.code).toBe(4004);
  });
});
