import { UnreadPayloadSchema, type Reply } from '../../api/envelope';
import { PATHS } from '../../api/paths';
import { request, requestBlob } from '../../api/request';
import type {
  AuthorizeUrl,
  CaptchaImageBody,
  CaptchaTokenMeta,
  SendCodeBody,
  TokenPayload,
  UserInfo,
  ValidateBody,
  WechatLoginBody,
} from './types';
import { lazySchema } from '../lazy-schema';

/** The sign-in flows' calls (sign-in.ts), loaded with them. */

/** The token and its picture come in meta; the payload is not read. */
export function fetchCaptchaToken(): Promise<Reply<unknown, CaptchaTokenMeta>> {
  return request(PATHS.captchaToken, {
    schema: UnreadPayloadSchema,
    metaSchema: lazySchema('CaptchaTokenMetaSchema'),
  });
}

export function fetchCaptchaImage(body: CaptchaImageBody): Promise<Blob | Reply> {
  return requestBlob(PATHS.captcha, { method: 'POST', body });
}

/** The code says it all (sent, or why not). */
export function sendCode(body: SendCodeBody): Promise<Reply<unknown>> {
  return request(PATHS.smsSend, { method: 'POST', body, schema: UnreadPayloadSchema });
}

export function validateCode(body: ValidateBody): Promise<Reply<TokenPayload>> {
  return request(PATHS.smsValid, {
    method: 'POST',
    body,
    schema: lazySchema('TokenPayloadSchema'),
  });
}

/** Registers the state server-side; only the code is read (the reply echoes the state). */
export function registerOauthState(state: string): Promise<Reply<unknown>> {
  return request(PATHS.wechatOauthCode, { params: { state }, schema: UnreadPayloadSchema });
}

export function fetchAuthorizeUrl(redirect: string): Promise<Reply<AuthorizeUrl>> {
  return request(PATHS.wechatAuthorize, {
    params: { redirect },
    schema: lazySchema('AuthorizeUrlSchema'),
  });
}

export function wechatLogin(body: WechatLoginBody): Promise<Reply<TokenPayload>> {
  return request(PATHS.wechatLogin, {
    method: 'POST',
    body,
    schema: lazySchema('TokenPayloadSchema'),
  });
}

/** The messaging-app user info, sent with the messaging-app token (spec section 6). */
export function fetchWechatUserInfo(wechatToken: string): Promise<Reply<UserInfo>> {
  return request(PATHS.wechatUserInfo, {
    token: wechatToken,
    schema: lazySchema('UserInfoSchema'),
  });
}
