import { readSessionJson, writeSessionJson } from '../../lib/storage';
import { fromBase64Url, randomId, toBase64Url } from '../../lib/random';

/**
 * The messaging-app authorisation's `state`: a single-use nonce, remembered in this tab, that also
 * carries where to come back to. A state this tab did not make, an old one, or one already used
 * is refused.
 */
const KEY = 'wechat_oauth_states';
export const STATE_TTL_MS = 10 * 60_000;

type Pending = Record<string, { path: string; at: number }>;

function pending(now: number): Pending {
  const all = readSessionJson<Pending>(KEY) ?? {};
  return Object.fromEntries(Object.entries(all).filter(([, v]) => now - v.at < STATE_TTL_MS));
}

export function createState(returnPath: string, now = Date.now()): string {
  const nonce = randomId(12);
  writeSessionJson(KEY, { ...pending(now), [nonce]: { path: returnPath, at: now } });
  return `${nonce}.${toBase64Url(returnPath)}`;
}

/** The return path the state was made for, once; null for a forged, expired or reused state. */
export function consumeState(state: string | null, now = Date.now()): string | null {
  if (!state) return null;
  const [nonce, encoded] = state.split('.');
  if (!nonce || !encoded) return null;
  const states = pending(now);
  const entry = states[nonce];
  if (!entry || fromBase64Url(encoded) !== entry.path) return null;
  delete states[nonce];
  writeSessionJson(KEY, states);
  return entry.path;
}

/** The return path a state carries, without using it up (to offer a retry that keeps the way). */
export function peekStatePath(state: string | null): string | null {
  const encoded = state?.split('.')[1];
  return encoded ? fromBase64Url(encoded) : null;
}
