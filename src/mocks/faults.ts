import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { SANDBOX_CODE } from './reply';

/**
 * Faults that tests switch on to see how the app copes: an HTTP status, a dropped connection, a
 * broken body, a business error code, or a slow reply. One rule per method + path pattern.
 */
export interface Fault {
  /** Reply with this HTTP status (no body, or the envelope when code/message is given too). */
  status?: number;
  /** Reply 200 with `{ code, message, payload: null }`. */
  code?: number;
  message?: string;
  /** Wait this long first; on its own the request then goes on to the normal handler. */
  delayMs?: number;
  /** The connection fails: fetch rejects, axios reports a network error. */
  networkError?: boolean;
  /** Reply 200 with a body that is not JSON. */
  malformed?: boolean;
  /**
   * Reply 200 with `{ code: 0, payload }`: content of the server's own making, such as a hostile
   * name or link, to see that the site shows it inert.
   */
  payload?: unknown;
  /** How many requests the fault applies to; unlimited when absent. */
  times?: number;
}

export interface FaultRule extends Fault {
  /** Upper-case HTTP method, or '*' for any. */
  method: string;
  /** Matched against the request path: literal segments, `:name` for one segment, `*` for anything. */
  path: string;
}

/** sessionStorage key (browser only) so that a fault outlives a reload. */
export const FAULTS_STORAGE_KEY = 'sandbox:faults';

let rules: FaultRule[] = [];
let storage: Storage | null = null;

function save(): void {
  if (!storage) return;
  try {
    if (rules.length === 0) storage.removeItem(FAULTS_STORAGE_KEY);
    else storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify(rules));
  } catch (error) {
    console.warn('[sandbox] could not save faults', error);
  }
}

function isRule(value: unknown): value is FaultRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Partial<FaultRule>;
  return typeof rule.method === 'string' && typeof rule.path === 'string';
}

/**
 * Browser only: keep faults in this storage and pick up any already there (set before a reload,
 * or by a test's init script). `null` goes back to memory only and keeps the current faults.
 */
export function persistFaultsIn(target: Storage | null): void {
  storage = target;
  if (!target) return;
  try {
    const saved: unknown = JSON.parse(target.getItem(FAULTS_STORAGE_KEY) ?? '[]');
    rules = Array.isArray(saved) ? saved.filter(isRule) : [];
  } catch {
    rules = [];
  }
}

function validate(fault: Fault): void {
  const { status, times, delayMs } = fault;
  if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) {
    throw new Error(`[sandbox] fault status must be an HTTP status, got ${status}`);
  }
  if (times !== undefined && !(Number.isInteger(times) && times > 0)) {
    throw new Error(`[sandbox] fault times must be a positive integer, got ${times}`);
  }
  if (delayMs !== undefined && !(delayMs >= 0)) {
    throw new Error(`[sandbox] fault delayMs must be >= 0, got ${delayMs}`);
  }
}

/** Sets (or replaces) the fault for this method and path pattern. */
export function setFault(method: string, pathPattern: string, fault: Fault): void {
  validate(fault);
  const rule: FaultRule = { ...fault, method: method.toUpperCase(), path: pathPattern };
  rules = [...rules.filter((r) => !(r.method === rule.method && r.path === rule.path)), rule];
  save();
}

export function clearFaults(): void {
  rules = [];
  save();
}

export function listFaults(): FaultRule[] {
  return rules.map((rule) => ({ ...rule }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

function patternToRegExp(pattern: string): RegExp {
  // Accept a full URL or a path with a query: only the path is compared.
  const path = pattern.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0];
  const source = path
    .split('*')
    .map((part) =>
      part
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/'),
    )
    .join('.*');
  return new RegExp(`^${source}/?$`);
}

export function faultMatches(
  rule: Pick<FaultRule, 'method' | 'path'>,
  method: string,
  pathname: string,
): boolean {
  return (
    (rule.method === '*' || rule.method === method.toUpperCase()) &&
    patternToRegExp(rule.path).test(pathname)
  );
}

/** The rule for this request, with one use counted against `times`. The latest rule set wins. */
function takeFault(method: string, pathname: string): Fault | undefined {
  const rule = [...rules].reverse().find((r) => faultMatches(r, method, pathname));
  if (!rule) return undefined;
  if (rule.times !== undefined) {
    const left = rule.times - 1;
    rules =
      left > 0
        ? rules.map((r) => (r === rule ? { ...r, times: left } : r))
        : rules.filter((r) => r !== rule);
    save();
  }
  return rule;
}

/** The reply a fault stands for; undefined when it only delays and the normal handler answers. */
export async function faultResponse(fault: Fault): Promise<Response | undefined> {
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.networkError) return HttpResponse.error();
  if (fault.malformed) {
    return new HttpResponse('{not json', {
      status: fault.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  if (fault.payload !== undefined)
    return HttpResponse.json({ code: 0, message: '', payload: fault.payload });
  const envelope =
    fault.code !== undefined || fault.message !== undefined
      ? {
          code: fault.code ?? SANDBOX_CODE.injected,
          message: fault.message ?? '沙箱模拟错误',
          payload: null,
        }
      : null;
  if (fault.status !== undefined) {
    // 204, 205 and 304 may not carry a body: the Response constructor throws.
    const bodyless = [204, 205, 304].includes(fault.status);
    return envelope && !bodyless
      ? HttpResponse.json(envelope, { status: fault.status })
      : new HttpResponse(null, { status: fault.status });
  }
  return envelope ? HttpResponse.json(envelope) : undefined;
}

/**
 * Goes first in the handler list. A request with no fault (or a delay-only fault) falls through
 * to the area handlers because the resolver returns nothing.
 */
export const faultHandlers: RequestHandler[] = [
  http.all('/rest/api/*', async ({ request }) => {
    if (rules.length === 0) return undefined;
    const fault = takeFault(request.method, new URL(request.url).pathname);
    return fault ? faultResponse(fault) : undefined;
  }),
];
