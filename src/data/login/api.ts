import type { Reply } from '../../api/envelope';
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

export function fetchCaptchaToken(): Promise<Reply<null, CaptchaTokenMeta>> {
  return request<null, CaptchaTokenMeta>(PATHS.captchaToken);
}

export function fetchCaptchaImage(body: CaptchaImageBody): Promise<Blob | Reply> {
  return requestBlob(PATHS.captcha, { method: 'POST', body });
}

export function sendCode(body: SendCodeBody): Promise<Reply<null>> {
  return request<null>(PATHS.smsSend, { method: 'POST', body });
}

export function validateCode(body: ValidateBody): Promise<Reply<TokenPayload>> {
  return request<TokenPayload>(PATHS.smsValid, { method: 'POST', body });
}

export function fetchCurrentUser(token: string): Promise<Reply<UserInfo>> {
  return request<UserInfo>(PATHS.currentUser, { params: { token } });
}

export function registerOauthState(state: string): Promise<Reply<{ state: string }>> {
  return request<{ state: string }>(PATHS.wechatOauthCode, { params: { state } });
}

export function fetchAuthorizeUrl(redirect: string): Promise<Reply<AuthorizeUrl>> {
  return request<AuthorizeUrl>(PATHS.wechatAuthorize, { params: { redirect } });
}

export function wechatLogin(body: WechatLoginBody): Promise<Reply<TokenPayload>> {
  return request<TokenPayload>(PATHS.wechatLogin, { method: 'POST', body });
}

/** The messaging-app user info, sent with the messaging-app token (spec section 6). */
export function fetchWechatUserInfo(wechatToken: string): Promise<Reply<UserInfo>> {
  return request<UserInfo>(PATHS.wechatUserInfo, { token: wechatToken });
}
