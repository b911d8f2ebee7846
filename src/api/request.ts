import type { AxiosError, AxiosInstance, Method } from 'axios';
import { safeParse, type GenericSchema, type InferOutput } from 'valibot';
import { COPY } from '../config/copy';
import { apiOrigin } from '../config/env';
import { paths } from '../config/paths';
import { SITE } from '../config/site';
import { earlyKey, takeEarly } from './early';
import { CODE, isReply, type Reply } from './envelope';
import { userToken } from './token';

/**
 * The shared request helper (spec sections 7 and 8). Nothing here knows React or the store: the
 * app registers what a redirect or a notice means at start-up.
 */
export interface RequestHooks {
  /** 403, 404-421 and 500-504 after they are raised: the app sends the visitor to /home. */
  redirect(path: string): void;
  /** Transport failures the visitor must hear about (network, timeout, broken replies). */
  notice(message: string): void;
  /** A 401: the token is no good any more (the app decides whether to ask for a login). */
  unauthorized(): void;
  /**
   * Every raised error, a quiet call's too, as it is logged: the field report of it (its kind,
   * status and path; app/field). Tells the visitor nothing and changes nothing.
   */
  raised(error: RequestError): void;
}

const noopHooks: RequestHooks = { redirect() {}, notice() {}, unauthorized() {}, raised() {} };
let hooks: RequestHooks = noopHooks;

export function registerRequestHooks(next: Partial<RequestHooks>): void {
  hooks = { ...hooks, ...next };
}

export function resetRequestHooks(): void {
  hooks = noopHooks;
}

export type RequestErrorKind = 'http' | 'network' | 'timeout' | 'malformed';

export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    readonly path: string,
    readonly status?: number,
  ) {
    super(kind === 'http' ? `HTTP ${status} ${path}` : `${kind} ${path}`);
  }
}

export interface RequestOptions {
  method?: Extract<Method, 'GET' | 'POST' | 'PUT' | 'DELETE'>;
  params?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  /** Keep the reply for 60 s in sessionStorage, keyed by path plus body. */
  cache?: boolean;
  /** Use this token in place of the stored user token (the messaging-app user-info call). */
  token?: string | null;
  timeoutMs?: number;
  /**
   * A decoration's call (the home banners): whatever goes wrong stays between the call and its
   * caller. No hook runs (no notice, no redirect home, no 401 handling); a raised error is still
   * logged and raised, and the caller leaves its place empty. An early answer that failed is the
   * call's failure: a decoration is not worth a second request (nor loading axios for it).
   */
  quiet?: boolean;
}

/**
 * A schema, or a loader of one: the catalogue's schemas come with the first visit, the other
 * areas' load alongside their first call (docs/decisions.md, "Reply schemas").
 */
export type SchemaSource<S extends GenericSchema> = S | (() => Promise<S>);

/** `meta` when the call does not check it: passed on as it came. */
type UncheckedMeta = GenericSchema<Record<string, unknown>>;

/**
 * What a call hands on, checked at the boundary so a reply of the wrong shape fails like a broken
 * body instead of crashing a screen.
 */
export interface CheckedOptions<
  P extends GenericSchema,
  M extends GenericSchema = UncheckedMeta,
> extends RequestOptions {
  /** The payload of a code-0 reply. */
  schema: SchemaSource<P>;
  /** `meta` of a code-0 reply, for the calls that read it; otherwise it is passed on unchecked. */
  metaSchema?: SchemaSource<M>;
}

/** The reply a call with these schemas resolves with. */
export type CheckedReply<P extends GenericSchema, M extends GenericSchema = UncheckedMeta> = Reply<
  InferOutput<P>,
  NonNullable<InferOutput<M>>
>;

export const CACHE_TTL_MS = 60_000;
const CACHE_PREFIX = 'request-cache:';

/** 2xx, 400 and 401 are replies; everything else is raised (spec section 8). */
function isReplyStatus(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400 || status === 401;
}

/** What a call received, from axios or from index.html's early request. */
interface Received {
  status: number;
  data: unknown;
  headers: Record<string, unknown>;
}

interface Transport {
  http: AxiosInstance;
  isAxiosError: (error: unknown) => error is AxiosError;
}

/**
 * axios (about 19 kB) loads with the first call that needs it, not with the entry: the catalogue's
 * first calls are answered by index.html's early requests (early.ts), so /Home's first visit never
 * fetches it. A failed load is forgotten, so the next call tries again.
 */
let transport: Promise<Transport> | null = null;
function loadTransport(): Promise<Transport> {
  transport ??= import('axios').then(
    ({ default: axios }) => ({
      http: axios.create({ validateStatus: isReplyStatus }),
      isAxiosError: axios.isAxiosError,
    }),
    (error: unknown) => {
      transport = null;
      throw error;
    },
  );
  return transport;
}

/** Starts loading the transport ahead of the first call (screens other than the catalogue). */
export function preloadTransport(): void {
  loadTransport().catch(() => {});
}

export function redirectsHome(status: number): boolean {
  return status === 403 || (status >= 404 && status <= 421) || (status >= 500 && status <= 504);
}

function tokenHeader(override: string | null | undefined): string {
  const token = override === undefined ? userToken() : override;
  return `Bearer ${token ?? ''}`;
}

function assertApiPath(path: string): void {
  // The token header must only ever reach the API: absolute URLs are refused outright.
  if (!path.startsWith('/rest/api/')) throw new Error(`Not an API path: ${path}`);
}

function cacheKey(path: string, options: RequestOptions): string {
  const query = options.params ? JSON.stringify(options.params) : '';
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  return `${CACHE_PREFIX}${path}${query}|${body}`;
}

function readCache<T>(key: string, now = Date.now()): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as { at: number; data: T };
    if (now - entry.at < CACHE_TTL_MS) return entry.data;
    sessionStorage.removeItem(key);
  } catch {
    // A full or disabled storage only costs a network call.
  }
  return undefined;
}

function writeCache(key: string, data: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ at: Date.now(), data }));
  } catch {
    // As above.
  }
}

export function clearRequestCache(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(CACHE_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // As above.
  }
}

function fail(error: RequestError, quiet: boolean | undefined): never {
  // Paths only: a query string may carry personal data and must not reach the console.
  console.error('offline request error', error.kind, error.status ?? '', error.path);
  hooks.raised(error);
  if (quiet) throw error;
  if (error.kind === 'network' || error.kind === 'timeout') {
    hooks.notice(COPY.networkError);
  } else if (error.kind === 'malformed') {
    hooks.notice(COPY.httpStatus[500]);
  } else if (error.status !== undefined && redirectsHome(error.status)) {
    hooks.notice(COPY.httpStatus[error.status] ?? COPY.httpStatus[500]);
    hooks.redirect(paths.home());
  }
  throw error;
}

function transportError(path: string, error: unknown, loaded: Transport | null): RequestError {
  if (loaded?.isAxiosError(error)) {
    if (error.response) return new RequestError('http', path, error.response.status);
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new RequestError('timeout', path);
    }
  }
  return new RequestError('network', path);
}

async function send(
  path: string,
  options: RequestOptions,
  responseType: 'text' | 'arraybuffer',
): Promise<Received> {
  assertApiPath(path);
  const method = options.method ?? 'GET';
  const hasBody = method !== 'GET' && options.body !== undefined;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // Our own deadline (axios has none by default), enforced by aborting: XHR's own timeout is not
  // honoured by every stack the site runs on.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? SITE.requestTimeoutMs);
  let loaded: Transport | null = null;
  try {
    loaded = await loadTransport();
    if (timedOut) throw new Error('deadline passed while loading the transport');
    return await loaded.http.request({
      baseURL: apiOrigin(),
      url: path,
      method,
      params: options.params,
      data: hasBody ? (isForm ? options.body : JSON.stringify(options.body)) : undefined,
      headers: {
        token: tokenHeader(options.token),
        ...(hasBody && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      signal: controller.signal,
      responseType,
      // Parse ourselves so a broken body is told apart from a good one.
      transformResponse: (data: unknown) => data,
    });
  } catch (error) {
    return fail(
      timedOut ? new RequestError('timeout', path) : transportError(path, error, loaded),
      options.quiet,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * index.html's early answer to this GET, taken once (early.ts): the answer, or why there is none
 * to use (a lost network, a status that is not a reply, no answer within the deadline). Null when
 * there was no early request. A failed one is a head start lost, never a different path: the call
 * is sent as usual, except a quiet one (RequestOptions.quiet), for which it is the call's failure.
 */
async function earlyAnswer(
  path: string,
  options: RequestOptions,
): Promise<Received | RequestError | null> {
  if ((options.method ?? 'GET') !== 'GET') return null;
  const reply = takeEarly(earlyKey(path, options.params), tokenHeader(options.token));
  if (!reply) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.timeoutMs ?? SITE.requestTimeoutMs);
  });
  try {
    const answer = await Promise.race([reply, deadline]);
    if (!answer) return new RequestError('timeout', path);
    if (!isReplyStatus(answer.status)) return new RequestError('http', path, answer.status);
    return { status: answer.status, data: answer.text, headers: {} };
  } catch {
    return new RequestError('network', path);
  } finally {
    clearTimeout(timer);
  }
}

/** The early answer when there is a good one, else the call sent itself (see earlyAnswer). */
async function receive(path: string, options: RequestOptions): Promise<Received> {
  const early = await earlyAnswer(path, options);
  if (early instanceof RequestError) {
    if (options.quiet) return fail(early, true);
  } else if (early) {
    return early;
  }
  return send(path, options, 'text');
}

function unauthorised(): Reply {
  return { code: 401, message: COPY.httpStatus[401], payload: null };
}

interface Schemas {
  payload: GenericSchema;
  meta: GenericSchema | undefined;
}

function load<S extends GenericSchema>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

/**
 * A code-0 reply with its payload (and meta, when asked) in the shape the schemas describe, defaults
 * filled in; null when it does not match. Any other code is passed on untouched: its payload is
 * often null and the saga reads only the message.
 */
async function check(reply: Reply, schemas: () => Promise<Schemas>): Promise<Reply | null> {
  if (reply.code !== CODE.ok) return reply;
  const loaded = await schemas();
  const payload = safeParse(loaded.payload, reply.payload);
  if (!payload.success) return null;
  if (!loaded.meta) return { ...reply, payload: payload.output };
  const meta = safeParse(loaded.meta, reply.meta);
  if (!meta.success) return null;
  return { ...reply, payload: payload.output, meta: meta.output as Record<string, unknown> };
}

/**
 * A JSON call. Resolves with the reply for 2xx and 400; a 401 resolves with the 401 message. A
 * code-0 reply whose payload (or meta) does not match the schemas is raised as `malformed`.
 */
export async function request<P extends GenericSchema, M extends GenericSchema = UncheckedMeta>(
  path: string,
  options: CheckedOptions<P, M>,
): Promise<CheckedReply<P, M>> {
  // Loaded while the request is under way and awaited only to check a code-0 reply: a failed
  // load matters (and is told) only then.
  const loading = Promise.all([
    load(options.schema),
    options.metaSchema && load(options.metaSchema),
  ]).then(([payload, meta]): Schemas => ({ payload, meta }));
  loading.catch(() => {});
  const schemas = async (): Promise<Schemas> => {
    try {
      return await loading;
    } catch {
      // A schema's chunk that cannot be fetched: the network has gone.
      return fail(new RequestError('network', path), options.quiet);
    }
  };

  const key = options.cache ? cacheKey(path, options) : '';
  if (key) {
    const hit = readCache<Reply>(key);
    // A hit kept by an older build may not match today's schema: then the server is asked again.
    const checked = hit && (await check(hit, schemas));
    if (checked) return checked as CheckedReply<P, M>;
  }
  const response = await receive(path, options);
  if (response.status === 401) {
    if (!options.quiet) hooks.unauthorized();
    return unauthorised() as CheckedReply<P, M>;
  }
  let reply: unknown;
  try {
    reply = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
  } catch {
    return fail(new RequestError('malformed', path, response.status), options.quiet);
  }
  if (!isReply(reply)) {
    return fail(new RequestError('malformed', path, response.status), options.quiet);
  }
  const checked = await check(reply, schemas);
  if (!checked) return fail(new RequestError('malformed', path, response.status), options.quiet);
  if (key && reply.code === CODE.ok) writeCache(key, reply);
  return checked as CheckedReply<P, M>;
}

/**
 * A binary call (the image captcha). Resolves with the Blob, or with the reply when the server
 * answered with a JSON envelope instead (an error, or a 400/401).
 */
export async function requestBlob(
  path: string,
  options: RequestOptions = {},
): Promise<Blob | Reply> {
  // Read as bytes and wrap ourselves: a Blob response type is not portable across XHR stacks.
  const response = await send(path, options, 'arraybuffer');
  if (response.status === 401) return unauthorised();
  const bytes = response.data as ArrayBuffer;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json') && response.status !== 400) return new Blob([bytes], { type });
  try {
    const reply: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (isReply(reply)) return reply;
  } catch {
    // Fall through.
  }
  return fail(new RequestError('malformed', path, response.status), options.quiet);
}

/** POSTs form data with the files under `key` (spec section 7). */
export function upload<P extends GenericSchema>(
  path: string,
  key: string,
  files: Blob | Blob[],
  options: Omit<CheckedOptions<P>, 'method' | 'body'> & { fields?: Record<string, string> },
): Promise<CheckedReply<P>> {
  const { fields = {}, ...rest } = options;
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append(key, file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request(path, { ...rest, method: 'POST', body: form });
}
