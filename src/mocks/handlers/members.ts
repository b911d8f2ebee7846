import { http, type RequestHandler } from 'msw';
import {
  activateMember,
  bearerToken,
  memberProfile,
  userForRequest,
  userForToken,
} from '../accounts';
import { db } from '../db';
import { TRACE_ID } from '../purchase';
import { readJsonObject } from '../request-body';
import { linkTrail } from '../trails';
import { badParam, fail, ok, SANDBOX_CODE, unauthorized } from '../reply';

/** The `members` data area: free membership, the member's profile and avatar (paths ASSUMED). */

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** The activation without its consent. */
export const MUST_AGREE = '请先阅读并同意《用户服务协议》';

/** Base64 in slices: String.fromCharCode(...bytes) on a 2 MB picture overflows the call stack. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice) {
    binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  }
  return btoa(binary);
}

export const membersHandlers: RequestHandler[] = [
  // The activation rests on its consent (issue 24): the 用户服务协议 agreed to, at a time, in a
  // trail. Refused without it, and a member already keeps the consent they gave first.
  http.post('/rest/api/members/activate', async ({ request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    const body = await readJsonObject(request);
    const consents = body?.consents;
    const agreedAt =
      typeof consents === 'object' && consents !== null
        ? (consents as Record<string, unknown>).userAgreementAt
        : undefined;
    if (typeof agreedAt !== 'string' || Number.isNaN(Date.parse(agreedAt))) {
      return fail(SANDBOX_CODE.badParam, MUST_AGREE);
    }
    const traceId = body?.traceId;
    if (typeof traceId !== 'string' || !TRACE_ID.test(traceId)) return badParam('traceId');
    activateMember(user.id, { userAgreementAt: agreedAt, traceId });
    linkTrail(traceId, 'membership', null);
    return ok(memberProfile(user));
  }),

  http.get('/rest/api/members/profile', ({ request }) => {
    const token = bearerToken(request);
    // Logged out, the landing page still shows what membership gives; a stale token is a 401
    // so the client learns it must sign in again.
    if (!token) return ok(memberProfile(undefined));
    const user = userForToken(token);
    return user ? ok(memberProfile(user)) : unauthorized();
  }),

  http.post('/rest/api/members/avatar', async ({ request }) => {
    const user = userForRequest(request);
    if (!user) return unauthorized();
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get('file');
    } catch {
      return badParam('file');
    }
    // Checked by shape, not instanceof: jsdom's and Node's File classes differ in tests.
    if (file === null || typeof file === 'string' || file.size === 0) return badParam('file');
    if (file.type && !file.type.startsWith('image/')) {
      return fail(SANDBOX_CODE.badParam, '请上传图片文件');
    }
    if (file.size > MAX_AVATAR_BYTES) return fail(SANDBOX_CODE.badParam, '图片不能超过2MB');
    // A data URL, not a blob URL: it has to survive the database's trip through IndexedDB.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const url = `data:${file.type || 'image/jpeg'};base64,${toBase64(bytes)}`;
    db.users.update(user.id, { avatar: url });
    return ok({ url });
  }),
];
