import * as v from 'valibot';

/**
 * Account shapes. The spec shows only `meta.captchaImage`/`meta.token` (captcha token),
 * `payload.token` (validation and messaging-app login); the rest is ASSUMED (docs/api.md).
 */

/** meta of GET /rest/api/captcha/token: the token to answer with, and its picture to read. */
export const CaptchaTokenMetaSchema = v.object({
  /** The first captcha picture, as an image URL (data: URL in the sandbox). */
  captchaImage: v.string(),
  token: v.string(),
});
export type CaptchaTokenMeta = v.InferOutput<typeof CaptchaTokenMetaSchema>;

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

/** POST /rest/api/validation/valid body: checks the SMS code and logs in. */
export interface ValidateBody {
  phone: string;
  code: string;
  /** Messaging-app account to bind the phone to (/Policy/wechat/bind). */
  wechatToken?: string;
}

export const TokenPayloadSchema = v.object({ token: v.string() });
export type TokenPayload = v.InferOutput<typeof TokenPayloadSchema>;

/**
 * GET /rest/api/user/current and the messaging-app user info. Never logged, never persisted. The
 * member centre shows what there is: a missing name, phone or picture is shown as none.
 */
export const UserInfoSchema = v.object({
  id: v.number(),
  /** 11 digits; masked whenever shown. */
  phone: v.nullish(v.string(), null),
  nickname: v.nullish(v.string(), ''),
  avatar: v.nullish(v.string(), null),
  /** Signed in through the messaging app, with a phone bound or not. */
  wechatBound: v.nullish(v.boolean(), false),
  member: v.nullish(v.boolean(), false),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** POST /rest/api/user_center/wechat/login body. */
export interface WechatLoginBody {
  code: string;
  state: string;
  /** Campaign channel; blank when the string 'undefined' (spec section 7). */
  channel: string;
}

/** GET /rest/api/user_center/wechat/authorize?redirect= reply (oauth/code?state= answers { state }). */
export const AuthorizeUrlSchema = v.object({ url: v.string() });
export type AuthorizeUrl = v.InferOutput<typeof AuthorizeUrlSchema>;
