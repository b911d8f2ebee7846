import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TokenPayload } from '../../src/data/login/types';
import { WECHAT_IDENTITIES } from '../../src/mocks/node';
import { call, registerState, wechatLogin } from './api';

/**
 * The consent page is plain HTML with an inline script. Its markup goes into the test document
 * and its script runs against this document's location, so the links it builds can be read back.
 */
const HTML = readFileSync(resolve(__dirname, '../../src/mocks/wechat-consent.html'), 'utf8');
const SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(HTML)?.[1] ?? '';
const BODY = (/<body>([\s\S]*?)<\/body>/.exec(HTML)?.[1] ?? '').replace(SCRIPT, '');

function openConsent(query: string): { allow: HTMLAnchorElement; deny: HTMLAnchorElement } {
  history.replaceState(null, '', `/sandbox/wechat-consent.html?${query}`);
  document.body.innerHTML = BODY;
  new Function(SCRIPT)();
  return {
    allow: document.getElementById('allow') as HTMLAnchorElement,
    deny: document.getElementById('deny') as HTMLAnchorElement,
  };
}

const consentQuery = (redirectUri: string, state: string) =>
  new URLSearchParams({
    appid: 'wx_sandbox',
    redirect_uri: redirectUri,
    scope: 'snsapi_userinfo',
    state,
  }).toString();

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the sandbox consent page (src/mocks/wechat-consent.html)', () => {
  it('names the app, what it asks for, both identities and the two buttons', () => {
    expect(HTML).toContain('精选保险');
    expect(HTML).toContain('申请获取你的昵称、头像');
    for (const identity of Object.values(WECHAT_IDENTITIES))
      expect(HTML).toContain(identity.nickname);
    for (const key of Object.keys(WECHAT_IDENTITIES)) expect(HTML).toContain(`value="${key}"`);
    const { allow, deny } = openConsent(consentQuery(`${location.origin}/cb`, 's'));
    expect(allow.textContent).toBe('允许');
    expect(deny.textContent).toBe('拒绝');
  });

  it('allows back to the callback with a code and the state, keeping the callback’s query', () => {
    const callback = `${location.origin}/Policy/wechat/authBack?from=singlemessage&isappinstalled=0`;
    const { allow } = openConsent(consentQuery(callback, 'state-123'));
    const target = new URL(allow.href);
    expect(`${target.origin}${target.pathname}`).toBe(`${location.origin}/Policy/wechat/authBack`);
    expect(target.searchParams.get('from')).toBe('singlemessage');
    expect(target.searchParams.get('isappinstalled')).toBe('0');
    expect(target.searchParams.get('state')).toBe('state-123');
    expect(target.searchParams.get('code')).toMatch(/^sandbox-xiaowang-[0-9a-f]{24}$/);
  });

  it('puts the picked identity in the code', () => {
    const { allow } = openConsent(consentQuery(`${location.origin}/cb`, 's'));
    const li = document.querySelector<HTMLInputElement>('input[value="xiaoli"]');
    li?.click();
    expect(new URL(allow.href).searchParams.get('code')).toMatch(/^sandbox-xiaoli-/);
  });

  it('denies back to the callback with error=access_denied, the state and no code', () => {
    const { deny } = openConsent(consentQuery(`${location.origin}/cb?x=1`, 'st'));
    const target = new URL(deny.href);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      x: '1',
      error: 'access_denied',
      state: 'st',
    });
  });

  it.each(['https://evil.example/cb', '//evil.example/cb', 'javascript:alert(1)'])(
    'refuses to send anything to %s',
    (redirectUri) => {
      const { allow, deny } = openConsent(consentQuery(redirectUri, 's'));
      expect(document.getElementById('error')?.hidden).toBe(false);
      expect(allow.getAttribute('aria-disabled')).toBe('true');
      expect(new URL(allow.href).origin).toBe(location.origin);
      expect(deny.getAttribute('aria-disabled')).toBe('true');
    },
  );

  it('issues a code the login handler accepts, end to end from the authorize URL', async () => {
    const callback = `${location.origin}/Insurance/ayb/authcb`;
    const authorize = await call<{ url: string }>(
      'GET',
      `/rest/api/user_center/wechat/authorize?redirect=${encodeURIComponent(callback)}&state=flow-1`,
    );
    await registerState('flow-1');
    const consentUrl = new URL(authorize.reply.payload.url, location.origin);
    const { allow } = openConsent(consentUrl.searchParams.toString());
    const back = new URL(allow.href);
    const { reply } = await wechatLogin({
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      channel: '',
    });
    expect(reply.code).toBe(0);
    expect((reply.payload as TokenPayload).token).toBeTruthy();
  });
});
