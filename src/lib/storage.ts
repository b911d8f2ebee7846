export const STORAGE_KEYS = {
  userToken: 'user_token',
  wechatUserToken: 'wechat_user_token',
  captchaToken: 'validationCaptchaToken',
  compressedImage: 'compressed_image',
  /** 长辈模式 on this device: a display preference, nothing personal (issue 25). */
  elderMode: 'elder_mode',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Only these live in localStorage (spec section 3); form drafts never do (decisions.md). */
export type LocalKey =
  | typeof STORAGE_KEYS.userToken
  | typeof STORAGE_KEYS.wechatUserToken
  | typeof STORAGE_KEYS.compressedImage
  | typeof STORAGE_KEYS.elderMode;

/**
 * Session keys: the declared ones, or any string for form drafts. The `& Record<never, never>` keeps
 * editor completion for the declared keys instead of widening them all to plain string.
 */
export type SessionKey = StorageKey | (string & Record<never, never>);

/** Even reaching `window.localStorage` throws when storage is blocked (private Safari, cookies off). */
function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when stored; false when storage is blocked or full (QuotaExceededError). */
function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string): boolean {
  const storage = area(kind);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function remove(kind: 'localStorage' | 'sessionStorage', key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unreachable.
  }
}

export const readLocal = (key: LocalKey): string | null => read('localStorage', key);
export const writeLocal = (key: LocalKey, value: string): boolean =>
  write('localStorage', key, value);
export const removeLocal = (key: LocalKey): void => remove('localStorage', key);

export const readSession = (key: SessionKey): string | null => read('sessionStorage', key);
export const writeSession = (key: SessionKey, value: string): boolean =>
  write('sessionStorage', key, value);
export const removeSession = (key: SessionKey): void => remove('sessionStorage', key);

/** Parsed JSON, or null when absent or corrupt. The shape is the caller's word: nothing checks it. */
export function readSessionJson<T>(key: SessionKey): T | null {
  const text = read('sessionStorage', key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** False when the value cannot be serialised (cycles, BigInt, undefined) or storage refuses it. */
export function writeSessionJson(key: SessionKey, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return text === undefined ? false : write('sessionStorage', key, text);
}
