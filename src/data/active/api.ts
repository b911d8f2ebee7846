import { PagedMetaSchema, type Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request } from '../../api/request';
import {
  ArticleListSchema,
  ArticleSchema,
  BannersSchema,
  FlowLandingSchema,
  GroupSchema,
  InviteSchema,
  LeadReplySchema,
  SeriesSchema,
  ShortVideoSchema,
  type Article,
  type ArticlesMeta,
  type ArticleSummary,
  type Banner,
  type FlowLanding,
  type FlowVariant,
  type Group,
  type Invite,
  type LeadBody,
  type LeadKind,
  type LeadReply,
  type Series,
  type ShortVideo,
} from './types';

export interface PageQuery {
  pageCount: number;
  pageSize: number;
}

/**
 * The same for every visitor: kept 60 s in the session cache, like the categories. A decoration:
 * quiet, so a failure tells the visitor nothing and sends nobody anywhere (api/request.ts).
 */
export function fetchBanners(): Promise<Reply<Banner[]>> {
  return request(PATHS.activeBanners, { schema: BannersSchema, cache: true, quiet: true });
}

export function fetchArticles(query: PageQuery): Promise<Reply<ArticleSummary[], ArticlesMeta>> {
  return request(PATHS.articles, {
    params: { ...query },
    schema: ArticleListSchema,
    metaSchema: PagedMetaSchema,
  });
}

export function fetchArticle(id: number): Promise<Reply<Article>> {
  return request(PATHS.article(id), { schema: ArticleSchema });
}

export function fetchSeries(id: number, query: PageQuery): Promise<Reply<Series, ArticlesMeta>> {
  return request(PATHS.articleSeries(id), {
    params: { ...query },
    schema: SeriesSchema,
    metaSchema: PagedMetaSchema,
  });
}

export function fetchFlowLanding(variant: FlowVariant): Promise<Reply<FlowLanding>> {
  return request(PATHS.flowLanding(variant), { schema: FlowLandingSchema });
}

export function fetchShortVideo(id: string): Promise<Reply<ShortVideo>> {
  return request(PATHS.shortVideo(id), { schema: ShortVideoSchema });
}

export function submitLead(
  kind: LeadKind,
  id: number | string,
  body: LeadBody,
): Promise<Reply<LeadReply>> {
  return request(PATHS.lead(kind, id), { method: 'POST', body, schema: LeadReplySchema });
}

/** Signed in only: the invite belongs to the visitor. */
export function fetchInvite(id: string): Promise<Reply<Invite>> {
  return request(PATHS.invite(id), { schema: InviteSchema });
}

export function fetchGroup(id: string): Promise<Reply<Group>> {
  return request(PATHS.group(id), { schema: GroupSchema });
}
