import { clearRequestCache } from '../api/request';
import { STORAGE_KEYS, readLocal, removeLocal, removeSession, writeLocal } from '../lib/storage';

/**
 * What this browser keeps of a visitor, and forgetting it. Tokens live in localStorage (spec
 * section 3); everything personal a session accumulates (drafts, trial factors with a birth date,
 * the avatar picture, cached replies) goes on logout.
 */
export function userToken(): string | null {
  return readLocal(STORAGE_KEYS.userToken);
}

export function saveUserToken(token: string): void {
  writeLocal(STORAGE_KEYS.userToken, token);
}

export function saveWechatToken(token: string): void {
  writeLocal(STORAGE_KEYS.userToken, token);
  writeLocal(STORAGE_KEYS.wechatUserToken, token);
}

export function wechatToken(): string | null {
  return readLocal(STORAGE_KEYS.wechatUserToken);
}

export function clearTokens(): void {
  removeLocal(STORAGE_KEYS.userToken);
  removeLocal(STORAGE_KEYS.wechatUserToken);
}

/** Session keys that may hold personal data: drafts, trial factors, pending authorisations. */
export const PERSONAL_SESSION_PREFIXES = ['trial:', 'draft:', 'wechat_oauth_states'];

export function clearPersonalData(): void {
  clearTokens();
  removeLocal(STORAGE_KEYS.compressedImage);
  removeSession(STORAGE_KEYS.captchaToken);
  clearRequestCache();
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (PERSONAL_SESSION_PREFIXES.some((prefix) => key.startsWith(prefix))) removeSession(key);
    }
  } catch {
    // No storage, nothing kept.
  }
}
