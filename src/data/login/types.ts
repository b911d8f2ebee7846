/**
 * Account shapes. The spec shows only `meta.captchaImage`/`meta.token` (captcha token),
 * `payload.token` (validation and messaging-app login); the rest is ASSUMED (docs/api.md).
 */

/** meta of GET /rest/api/captcha/token. */
export interface CaptchaTokenMeta {
  /** The first captcha picture, as an image URL (data: URL in the sandbox). */
  captchaImage: string;
  token: string;
}

/** POST /rest/api/captcha body: a new picture for the same token. */
export interface CaptchaImageBody {
  token: string;
}

/** POST /rest/api/validation/bind body: sends an SMS code. */
export interface SendCodeBody {
  phone: string;
  /** The image captcha answer, when the server asked for one. */
  captcha?: string;
  /** The captcha token (sessionStorage validationCaptchaToken), with the answer. */
  captchaToken?: string;
}

/** Reply code of validation/bind meaning "show an image captcha first" (ASSUMED). */
export const CAPTCHA_REQUIRED_CODE = 1010;

/** POST /rest/api/validation/valid body: checks the SMS code and logs in. */
export interface ValidateBody {
  phone: string;
  code: string;
  /** Messaging-app account to bind the phone to (/Policy/wechat/bind). */
  wechatToken?: string;
}

export interface TokenPayload {
  token: string;
}

/** GET /rest/api/user/current and the messaging-app user info. Never logged, never persisted. */
export interface UserInfo {
  id: number;
  /** 11 digits; masked whenever shown. */
  phone: string | null;
  nickname: string;
  avatar: string | null;
  /** Signed in through the messaging app, with a phone bound or not. */
  wechatBound: boolean;
  member: boolean;
}

/** POST /rest/api/user_center/wechat/login body. */
export interface WechatLoginBody {
  code: string;
  state: string;
  /** Campaign channel; blank when the string 'undefined' (spec section 7). */
  channel: string;
}

/** GET /rest/api/user_center/wechat/authorize?redirect= reply (oauth/code?state= answers { state }). */
export interface AuthorizeUrl {
  url: string;
}
