import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';

/**
 * The membership's consent (issue 24), kept in sessionStorage so that it survives the trip
 * through sign-in (立即免费开通 signed out: sign in, then the activation goes on by itself) and a
 * reload; cleared by the activation and on logout (the `members:` prefix, data/session.ts).
 */
export interface MembershipConsentDraft {
  /** The documents opened (keys). */
  documentsRead?: string[];
  /** When 我已阅读并同意《用户服务协议》 was ticked (ISO), with every document opened. */
  agreedAt?: string;
}

/** The document the activation binds the visitor to: the 用户服务协议, which covers membership. */
export const MEMBERSHIP_DOCUMENTS = ['userAgreement'] as const;

/** The trail's subject (data/trace-types.ts). */
export const MEMBERSHIP_TRAIL = 'membership';

const KEY = 'members:consent';

export function readMembershipConsent(): MembershipConsentDraft {
  return readSessionJson<MembershipConsentDraft>(KEY) ?? {};
}

export function writeMembershipConsent(patch: MembershipConsentDraft): MembershipConsentDraft {
  const next = { ...readMembershipConsent(), ...patch };
  writeSessionJson(KEY, next);
  return next;
}

export function clearMembershipConsent(): void {
  removeSession(KEY);
}

/**
 * The consent's time, when it was given with every document opened (`documents`: the screen's,
 * the membership's by default); else null.
 */
export function membershipAgreedAt(
  draft: MembershipConsentDraft = readMembershipConsent(),
  documents: readonly string[] = MEMBERSHIP_DOCUMENTS,
) {
  if (!draft.agreedAt) return null;
  const read = draft.documentsRead ?? [];
  return documents.every((key) => read.includes(key)) ? draft.agreedAt : null;
}
