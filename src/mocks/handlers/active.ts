import { http, type RequestHandler } from 'msw';
import type { Article, ArticleSummary, Banner, Invite } from '../../data/active/types';
import { userForRequest } from '../accounts';
import { takeLead } from '../campaign-leads';
import { now } from '../clock';
import { db } from '../db';
import { ADVISORS, ARTICLES, PUBLISHER, SERIES, type ArticleRecord } from '../fixtures/articles';
import { DEMO_USER_ID } from '../fixtures/accounts';
import { toProductItem } from '../fixtures/catalogue';
import {
  DEMO_INVITES,
  FLOW_LANDINGS,
  GROUPS,
  INVITE_CAMPAIGN,
  SHORT_VIDEOS,
} from '../fixtures/landings';
import { hex40 } from '../hash';
import { paginate, readPage } from '../paging';
import { badParam, fail, ok, SANDBOX_CODE, unauthorized } from '../reply';
import { readJsonObject } from '../request-body';

/**
 * The `active` data area: the home banner's campaigns (those running at the sandbox's time),
 * articles and their series, the information-flow and short-video
 * landings, leads, the invite campaign and the customer groups (ASSUMED paths, docs/api.md).
 */

const NOT_FOUND = (what: string) => fail(SANDBOX_CODE.notFound, `${what}不存在或已删除`);

const published = () =>
  ARTICLES.filter((article) => article.status === 'on').sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  );

function summaryOf(article: ArticleRecord): ArticleSummary {
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    cover: article.cover,
    publishedAt: article.publishedAt,
    author: ADVISORS[article.author].name,
  };
}

function articleOf(record: ArticleRecord): Article {
  const withdrawn = record.status === 'withdrawn';
  const products = record.productIds
    .map((id) => db.products.get(id))
    .filter((product) => product !== undefined && product.status === 'on')
    .slice(0, 3)
    .map((product) => toProductItem(product!));
  return {
    ...summaryOf(record),
    status: record.status,
    // A withdrawn article's content is gone: only its title remains to say what it was.
    html: withdrawn ? '' : record.html,
    advisor: withdrawn ? null : ADVISORS[record.author],
    advisorPosition: record.advisorPosition,
    products: withdrawn ? [] : products,
    seriesId: record.seriesId,
    publisher: PUBLISHER,
    lead: record.lead,
  };
}

/** A visitor's invite code: stable per account, and says nothing about who it is. */
export function inviteCodeOf(userId: number): string {
  return hex40(`invite:${userId}`).slice(0, 8).toUpperCase();
}

function inviteFor(userId: number): Invite {
  const demo = userId === DEMO_USER_ID;
  const friends = demo ? DEMO_INVITES.friends.map((friend) => ({ ...friend })) : [];
  const rewards = demo ? DEMO_INVITES.rewards.map((reward) => ({ ...reward })) : [];
  const rewarded = rewards.reduce((sum, reward) => sum + reward.amount, 0);
  const joined = friends.filter((friend) => friend.state === 'joined').length;
  return {
    ...INVITE_CAMPAIGN,
    rules: {
      ...INVITE_CAMPAIGN.rules,
      conditions: [...INVITE_CAMPAIGN.rules.conditions],
      notes: [...INVITE_CAMPAIGN.rules.notes],
    },
    inviteCode: inviteCodeOf(userId),
    friends,
    rewards,
    totals: { rewarded, pending: joined * 50 },
  };
}

/** Pages whose lead form asks for an SMS code: the articles' templates and the short video. */
const CODE_TEMPLATES = new Set(['p1', 'p6']);

export const activeHandlers: RequestHandler[] = [
  http.get('/rest/api/active/banners', () => {
    const at = now();
    const running = db.campaigns
      .filter((campaign) => campaign.startsAt <= at && at < campaign.endsAt)
      .sort((a, b) => a.rank - b.rank);
    return ok(running.map(({ id, title, image, link }): Banner => ({ id, title, image, link })));
  }),

  http.get('/rest/api/active/article', ({ request }) => {
    const page = readPage(new URL(request.url).searchParams);
    if ('bad' in page) return badParam(page.bad);
    const { items, pagination } = paginate(published(), page);
    return ok(items.map(summaryOf), { pagination });
  }),

  http.get('/rest/api/active/article/:id', ({ params }) => {
    const record = ARTICLES.find((article) => String(article.id) === params.id);
    return record ? ok(articleOf(record)) : NOT_FOUND('文章');
  }),

  http.get('/rest/api/active/series/:id', ({ params, request }) => {
    const series = SERIES.find((s) => String(s.id) === params.id);
    if (!series) return NOT_FOUND('专题');
    const page = readPage(new URL(request.url).searchParams);
    if ('bad' in page) return badParam(page.bad);
    const articles = series.articleIds
      .map((id) => ARTICLES.find((article) => article.id === id))
      .filter((article) => article?.status === 'on')
      .map((article) => summaryOf(article!));
    const { items, pagination } = paginate(articles, page);
    return ok(
      { id: series.id, title: series.title, intro: series.intro, articles: items },
      {
        pagination,
      },
    );
  }),

  http.get('/rest/api/active/flow/:variant', ({ params }) => {
    const landing = FLOW_LANDINGS.find((flow) => flow.variant === params.variant);
    return landing ? ok(landing) : NOT_FOUND('页面');
  }),

  http.get('/rest/api/active/shortvideo/:id', ({ params }) => {
    const page = SHORT_VIDEOS.find((video) => video.id === params.id);
    return page ? ok(page) : NOT_FOUND('页面');
  }),

  http.post('/rest/api/active/article/:id/leads', async ({ params, request }) => {
    const article = ARTICLES.find((a) => String(a.id) === params.id);
    if (!article || article.status !== 'on') return NOT_FOUND('文章');
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const needsCode = CODE_TEMPLATES.has(String(body.variant ?? ''));
    const result = takeLead({ kind: 'article', pageId: String(article.id), body, needsCode });
    return 'leadId' in result ? ok(result) : result.reply();
  }),

  http.post('/rest/api/active/shortvideo/:id/leads', async ({ params, request }) => {
    const body = await readJsonObject(request);
    if (!body) return badParam('body');
    const result = takeLead({
      kind: 'shortvideo',
      pageId: String(params.id),
      body,
      needsCode: true,
    });
    return 'leadId' in result ? ok(result) : result.reply();
  }),

  http.get('/rest/api/active/invite/:id', ({ params, request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    if (params.id !== INVITE_CAMPAIGN.campaignId) return NOT_FOUND('活动');
    return ok(inviteFor(user.id));
  }),

  http.get('/rest/api/active/group/:id', ({ params }) => {
    const group = GROUPS.find((g) => g.id === params.id);
    return group ? ok(group) : NOT_FOUND('群');
  }),
];
