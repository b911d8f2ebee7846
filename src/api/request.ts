import axios, { AxiosError, type AxiosResponse, type Method } from 'axios';
import { COPY } from '../config/copy';
import { apiOrigin } from '../config/env';
import { paths } from '../config/paths';
import { SITE } from '../config/site';
import { isReply, type Reply } from './envelope';
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
}

const noopHooks: RequestHooks = { redirect() {}, notice() {}, unauthorized() {} };
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
}

export const CACHE_TTL_MS = 60_000;
const CACHE_PREFIX = 'request-cache:';

const http = axios.create({
  // 2xx, 400 and 401 are replies; everything else is raised (spec section 8).
  validateStatus: (status) => (status >= 200 && status < 300) || status === 400 || status === 401,
});

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

function fail(error: RequestError): never {
  // Paths only: a query string may carry personal data and must not reach the console.
  console.error('offline request error', error.kind, error.status ?? '', error.path);
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

function transportError(path: string, error: unknown): RequestError {
  if (error instanceof AxiosError) {
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
): Promise<AxiosResponse> {
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
  try {
    return await http.request({
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
    return fail(timedOut ? new RequestError('timeout', path) : transportError(path, error));
  } finally {
    clearTimeout(timer);
  }
}

function unauthorised<T>(): Reply<T> {
  return { code: 401, message: COPY.httpStatus[401], payload: null as T };
}

/** A JSON call. Resolves with the reply for 2xx and 400; a 401 resolves with the 401 message. */
export async function request<T = unknown, M = Record<string, unknown>>(
  path: string,
  options: RequestOptions = {},
): Promise<Reply<T, M>> {
  const key = options.cache ? cacheKey(path, options) : '';
  if (key) {
    const hit = readCache<Reply<T, M>>(key);
    if (hit) return hit;
  }
  const response = await send(path, options, 'text');
  if (response.status === 401) {
    hooks.unauthorized();
    return unauthorised<T>() as Reply<T, M>;
  }
  let reply: unknown;
  try {
    reply = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
  } catch {
    return fail(new RequestError('malformed', path, response.status));
  }
  if (!isReply(reply)) return fail(new RequestError('malformed', path, response.status));
  if (key && reply.code === 0) writeCache(key, reply);
  return reply as Reply<T, M>;
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
  return fail(new RequestError('malformed', path, response.status));
}

/** POSTs form data with the files under `key` (spec section 7). */
export function upload<T = unknown>(
  path: string,
  key: string,
  files: Blob | Blob[],
  fields: Record<string, string> = {},
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Reply<T>> {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append(key, file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return request<T>(path, { ...options, method: 'POST', body: form });
}
