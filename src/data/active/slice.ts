import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Pagination } from '../../api/envelope';
import { loginActions } from '../login/slice';
import type { LoadStatus } from '../status';
import type {
  Article,
  ArticleSummary,
  Banner,
  FlowLanding,
  FlowVariant,
  Group,
  Invite,
  LeadBody,
  LeadKind,
  LeadReply,
  Series,
  ShortVideo,
} from './types';

/** One thing a screen loads by key (an id, a variant): what it is, and where its call stands. */
export interface Loadable<T> {
  key: string | null;
  status: LoadStatus;
  data: T | null;
  /** The server said there is no such thing (code 4004): the screen says so, without a retry. */
  missing: boolean;
}

export interface PagedList<T> {
  key: string | null;
  list: T[];
  pagination: Pagination | null;
  status: LoadStatus;
}

export interface LeadState {
  status: LoadStatus;
  reply: LeadReply | null;
  /** Epoch ms until which the form does not send again (one submission per tap). */
  lockedUntil: number;
}

/**
 * Campaigns: the home banner's running campaigns, articles, the landings, leads, invites and the
 * customer groups' owners.
 */
export interface ActiveState {
  banners: Banner[];
  bannersStatus: LoadStatus;
  articles: PagedList<ArticleSummary>;
  article: Loadable<Article>;
  series: Loadable<Series> & { pagination: Pagination | null; list: ArticleSummary[] };
  flow: Loadable<FlowLanding>;
  shortVideo: Loadable<ShortVideo>;
  invite: Loadable<Invite> & { signInNeeded: boolean };
  group: Loadable<Group>;
  /** By `kind:id` of the page the form is on. */
  leads: Record<string, LeadState>;
}

const idle = <T>(): Loadable<T> => ({ key: null, status: 'idle', data: null, missing: false });
const loading = <T>(key: string, previous: Loadable<T>): Loadable<T> => ({
  key,
  status: 'loading',
  // A retry of the same thing keeps what is shown; another key starts blank.
  data: previous.key === key ? previous.data : null,
  missing: false,
});

const initialState: ActiveState = {
  banners: [],
  bannersStatus: 'idle',
  articles: { key: null, list: [], pagination: null, status: 'idle' },
  article: idle(),
  series: { ...idle<Series>(), pagination: null, list: [] },
  flow: idle(),
  shortVideo: idle(),
  invite: { ...idle<Invite>(), signInNeeded: false },
  group: idle(),
  leads: {},
};

export const leadKey = (kind: LeadKind, id: number | string) => `${kind}:${id}`;

export interface LeadRequest {
  kind: LeadKind;
  id: number | string;
  body: LeadBody;
}

export const activeSlice = createSlice({
  name: 'active',
  initialState,
  reducers: {
    bannersRequested(state) {
      state.bannersStatus = 'loading';
    },
    /** The banners of the campaigns running now, or null when they could not be had. */
    bannersSettled(state, action: PayloadAction<Banner[] | null>) {
      state.banners = action.payload ?? [];
      state.bannersStatus = action.payload ? 'succeeded' : 'failed';
    },

    articlesRequested(state, action: PayloadAction<{ page: number }>) {
      if (action.payload.page <= 1) {
        state.articles.list = [];
        state.articles.pagination = null;
      }
      state.articles.status = 'loading';
    },
    articlesLoaded(
      state,
      action: PayloadAction<{ list: ArticleSummary[]; pagination: Pagination | null }>,
    ) {
      const page = action.payload.pagination?.current_page ?? 1;
      const known = page <= 1 ? [] : state.articles.list;
      const ids = new Set(known.map((article) => article.id));
      state.articles.list = [...known, ...action.payload.list.filter((a) => !ids.has(a.id))];
      state.articles.pagination = action.payload.pagination;
      state.articles.status = 'succeeded';
    },
    articlesFailed(state) {
      state.articles.status = 'failed';
    },

    articleRequested(state, action: PayloadAction<{ id: number }>) {
      state.article = loading(String(action.payload.id), state.article);
    },
    articleLoaded(state, action: PayloadAction<Article>) {
      if (state.article.key !== String(action.payload.id)) return;
      state.article.data = action.payload;
      state.article.status = 'succeeded';
    },
    articleFailed(state, action: PayloadAction<{ id: number; missing: boolean }>) {
      if (state.article.key !== String(action.payload.id)) return;
      state.article.status = 'failed';
      state.article.missing = action.payload.missing;
    },

    seriesRequested(state, action: PayloadAction<{ id: number; page: number }>) {
      const key = String(action.payload.id);
      const again = state.series.key === key && action.payload.page > 1;
      state.series = {
        ...loading(key, state.series),
        list: again ? state.series.list : [],
        pagination: again ? state.series.pagination : null,
      };
    },
    seriesLoaded(state, action: PayloadAction<{ series: Series; pagination: Pagination | null }>) {
      const { series, pagination } = action.payload;
      if (state.series.key !== String(series.id)) return;
      const page = pagination?.current_page ?? 1;
      const known = page <= 1 ? [] : state.series.list;
      const ids = new Set(known.map((article) => article.id));
      state.series.list = [...known, ...series.articles.filter((a) => !ids.has(a.id))];
      state.series.data = series;
      state.series.pagination = pagination;
      state.series.status = 'succeeded';
    },
    seriesFailed(state, action: PayloadAction<{ id: number; missing: boolean }>) {
      if (state.series.key !== String(action.payload.id)) return;
      state.series.status = 'failed';
      state.series.missing = action.payload.missing;
    },

    flowRequested(state, action: PayloadAction<{ variant: FlowVariant }>) {
      state.flow = loading(action.payload.variant, state.flow);
    },
    flowLoaded(state, action: PayloadAction<FlowLanding>) {
      if (state.flow.key !== action.payload.variant) return;
      state.flow.data = action.payload;
      state.flow.status = 'succeeded';
    },
    flowFailed(state, action: PayloadAction<{ variant: FlowVariant }>) {
      if (state.flow.key === action.payload.variant) state.flow.status = 'failed';
    },

    shortVideoRequested(state, action: PayloadAction<{ id: string }>) {
      state.shortVideo = loading(action.payload.id, state.shortVideo);
    },
    shortVideoLoaded(state, action: PayloadAction<ShortVideo>) {
      if (state.shortVideo.key !== action.payload.id) return;
      state.shortVideo.data = action.payload;
      state.shortVideo.status = 'succeeded';
    },
    shortVideoFailed(state, action: PayloadAction<{ id: string; missing: boolean }>) {
      if (state.shortVideo.key !== action.payload.id) return;
      state.shortVideo.status = 'failed';
      state.shortVideo.missing = action.payload.missing;
    },

    inviteRequested(state, action: PayloadAction<{ id: string }>) {
      state.invite = { ...loading(action.payload.id, state.invite), signInNeeded: false };
    },
    inviteLoaded(state, action: PayloadAction<Invite>) {
      state.invite.data = action.payload;
      state.invite.status = 'succeeded';
    },
    /** `signInNeeded`: the server no longer knows the visitor (401, 2000). */
    inviteFailed(state, action: PayloadAction<{ signInNeeded: boolean }>) {
      state.invite.status = 'failed';
      state.invite.signInNeeded = action.payload.signInNeeded;
      if (action.payload.signInNeeded) state.invite.data = null;
    },

    groupRequested(state, action: PayloadAction<{ id: string }>) {
      state.group = loading(action.payload.id, state.group);
    },
    groupLoaded(state, action: PayloadAction<Group>) {
      if (state.group.key !== action.payload.id) return;
      state.group.data = action.payload;
      state.group.status = 'succeeded';
    },
    groupFailed(state, action: PayloadAction<{ id: string; missing: boolean }>) {
      if (state.group.key !== action.payload.id) return;
      state.group.status = 'failed';
      state.group.missing = action.payload.missing;
    },

    leadRequested(state, action: PayloadAction<LeadRequest>) {
      const key = leadKey(action.payload.kind, action.payload.id);
      state.leads[key] = { status: 'loading', reply: null, lockedUntil: 0 };
    },
    leadSucceeded(state, action: PayloadAction<{ key: string; reply: LeadReply }>) {
      state.leads[action.payload.key] = {
        status: 'succeeded',
        reply: action.payload.reply,
        lockedUntil: 0,
      };
    },
    leadFailed(state, action: PayloadAction<{ key: string; lockedUntil: number }>) {
      state.leads[action.payload.key] = {
        status: 'failed',
        reply: null,
        lockedUntil: action.payload.lockedUntil,
      };
    },
  },
  extraReducers: (builder) => {
    // The invite and the leads' replies are the visitor's own.
    builder.addCase(loginActions.loggedOut, (state) => {
      state.invite = { ...idle<Invite>(), signInNeeded: false };
      state.leads = {};
    });
  },
});

export const activeActions = activeSlice.actions;
