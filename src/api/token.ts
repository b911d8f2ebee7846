import { STORAGE_KEYS, readLocal, removeLocal, writeLocal } from '../lib/storage';

/**
 * The visitor's tokens (spec section 3: localStorage `user_token` and `wechat_user_token`). This
 * is the one place that reads or writes them; the token goes to the API only (request.ts).
 */
export function userToken(): string | null {
  return readLocal(STORAGE_KEYS.userToken);
}

export function wechatToken(): string | null {
  return readLocal(STORAGE_KEYS.wechatUserToken);
}

export function saveUserToken(token: string): void {
  writeLocal(STORAGE_KEYS.userToken, token);
}

/** The messaging-app login's token is the user token too (spec section 4). */
export function saveWechatToken(token: string): void {
  writeLocal(STORAGE_KEYS.userToken, token);
  writeLocal(STORAGE_KEYS.wechatUserToken, token);
}

export function clearTokens(): void {
  removeLocal(STORAGE_KEYS.userToken);
  removeLocal(STORAGE_KEYS.wechatUserToken);
}
