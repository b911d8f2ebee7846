import { clearRequestCache } from '../api/request';
import { clearTokens } from '../api/token';
import { STORAGE_KEYS, removeLocal, removeSession } from '../lib/storage';

/** Session keys that may hold personal data: drafts, trial factors, pending authorisations. */
export const PERSONAL_SESSION_PREFIXES = [
  'trial:',
  'custom:',
  'draft:',
  'wechat_oauth_states',
  'booking:',
  'lead:',
  'gift:',
  'members:',
];

/**
 * Forgetting a visitor on logout: the tokens (api/token.ts) and everything personal a session
 * accumulates (drafts, trial factors with a birth date, the avatar picture, cached replies).
 */
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
