import type { UserInfo } from '../data/login/types';
import type { MemberProfile } from '../data/members/types';
import { randomId } from '../lib/random';
import { chinaDate, chinaDateTime, now } from './clock';
import { db } from './db';
import {
  MEMBER_BENEFITS,
  MEMBER_LEVEL,
  NO_MEMBER_LEVEL,
  WECHAT_IDENTITIES,
  type MemberRecord,
  type SessionKind,
  type SessionRecord,
  type UserRecord,
  type WechatIdentityKey,
} from './fixtures/accounts';

/**
 * Users, sessions and memberships of the sandbox, shared by the login, members and orders
 * handlers (and, later, the purchase funnel's). No msw here: handlers turn results into replies.
 */

/** How long an issued token stays valid. Long, like the real site's remembered login. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The token of `token: Bearer <token>`; '' when absent or logged out (nothing after Bearer). */
export function bearerToken(request: Request): string {
  const header = request.headers.get('token') ?? '';
  const match = /^Bearer\s*(.*)$/i.exec(header.trim());
  return match ? match[1].trim() : '';
}

/** The live session of a token; an expired one is dropped on the way. */
export function sessionFor(token: string): SessionRecord | undefined {
  if (!token) return undefined;
  const session = db.sessions.get(token);
  if (!session) return undefined;
  if (session.expiresAt <= now()) {
    db.sessions.remove(token);
    return undefined;
  }
  return session;
}

export function userForToken(token: string): UserRecord | undefined {
  const session = sessionFor(token);
  return session && db.users.get(session.userId);
}

export function userForRequest(request: Request): UserRecord | undefined {
  return userForToken(bearerToken(request));
}

export function issueToken(
  userId: number,
  kind: SessionKind,
  channel: string | null = null,
): string {
  const issuedAt = now();
  const session = db.sessions.insert({
    id: randomId(24),
    userId,
    kind,
    issuedAt,
    expiresAt: issuedAt + SESSION_TTL_MS,
    channel,
  });
  return session.id;
}

export function isMember(userId: number): boolean {
  return db.members.get(userId) !== undefined;
}

export function toUserInfo(user: UserRecord): UserInfo {
  return {
    id: user.id,
    phone: user.phone,
    nickname: user.nickname,
    avatar: user.avatar,
    wechatBound: user.wechatOpenId !== null,
    member: isMember(user.id),
  };
}

export function findUserByPhone(phone: string): UserRecord | undefined {
  return db.users.find((user) => user.phone === phone);
}

export function createPhoneUser(phone: string): UserRecord {
  return db.users.insert({
    id: db.users.nextId(),
    phone,
    // What the real site calls a new account until the visitor sets a name: the number's tail.
    nickname: `用户${phone.slice(-4)}`,
    avatar: null,
    wechatOpenId: null,
    channel: null,
    createdAt: chinaDateTime(now()),
  });
}

/** The user behind a messaging-app identity: found by its openid (bound or not), else created. */
export function findOrCreateWechatUser(key: WechatIdentityKey, channel: string): UserRecord {
  const identity = WECHAT_IDENTITIES[key];
  const existing = db.users.find((user) => user.wechatOpenId === identity.openId);
  if (existing) return existing;
  return db.users.insert({
    id: db.users.nextId(),
    phone: null,
    nickname: identity.nickname,
    avatar: identity.avatar,
    wechatOpenId: identity.openId,
    channel: channel || null,
    createdAt: chinaDateTime(now()),
  });
}

export type BindResult = UserRecord | 'wechatHasOtherPhone' | 'phoneHasOtherWechat';

/**
 * Binds a phone to a messaging-app user (/Policy/wechat/bind). When the phone
 * already has an account, the two become one: the phone account keeps its id (its orders and
 * membership are what the visitor knows) and takes over the messaging-app account's openid,
 * sessions, orders, policies and membership, so either token now reaches the same user.
 */
export function bindPhoneToWechatUser(wechatUser: UserRecord, phone: string): BindResult {
  const wechatUserId = wechatUser.id;
  if (wechatUser.phone === phone) return wechatUser;
  if (wechatUser.phone !== null) return 'wechatHasOtherPhone';

  const phoneUser = findUserByPhone(phone);
  if (!phoneUser) {
    return db.users.update(wechatUserId, { phone }) ?? wechatUser;
  }
  if (phoneUser.wechatOpenId !== null) return 'phoneHasOtherWechat';

  for (const session of db.sessions.filter((s) => s.userId === wechatUserId)) {
    db.sessions.update(session.id, { userId: phoneUser.id });
  }
  for (const order of db.orders.filter((o) => o.userId === wechatUserId)) {
    db.orders.update(order.id, { userId: phoneUser.id });
  }
  for (const policy of db.policies.filter((p) => p.userId === wechatUserId)) {
    db.policies.update(policy.id, { userId: phoneUser.id });
  }
  const wechatMember = db.members.get(wechatUserId);
  if (wechatMember) {
    db.members.remove(wechatUserId);
    if (!isMember(phoneUser.id)) db.members.insert({ ...wechatMember, id: phoneUser.id });
  }
  db.users.remove(wechatUserId);
  const merged = db.users.update(phoneUser.id, {
    wechatOpenId: wechatUser.wechatOpenId,
    avatar: phoneUser.avatar ?? wechatUser.avatar,
    channel: phoneUser.channel ?? wechatUser.channel,
  });
  return merged ?? phoneUser;
}

/** `JX` + year + a 6-digit sequence, e.g. JX2026000123 (the contract's example). */
function nextMemberNo(): string {
  const year = chinaDate(now()).slice(0, 4);
  const highest = db.members
    .all()
    .reduce((max, member) => Math.max(max, Number(member.memberNo.slice(-6)) || 0), 0);
  return `JX${year}${String(highest + 1).padStart(6, '0')}`;
}

/** Idempotent: a second activation keeps the first number and date. */
export function activateMember(userId: number, consent?: MemberRecord['consent']): MemberRecord {
  return (
    db.members.get(userId) ??
    db.members.insert({
      id: userId,
      memberNo: nextMemberNo(),
      since: chinaDate(now()),
      ...(consent ? { consent } : {}),
    })
  );
}

/** Also for a visitor not signed in (user undefined): the landing page shows the benefits. */
export function memberProfile(user: UserRecord | undefined): MemberProfile {
  const member = user && db.members.get(user.id);
  return {
    active: member !== undefined,
    memberNo: member?.memberNo ?? null,
    since: member?.since ?? null,
    level: member ? MEMBER_LEVEL : NO_MEMBER_LEVEL,
    benefits: MEMBER_BENEFITS.map((benefit) => ({ ...benefit })),
    avatar: user?.avatar ?? null,
  };
}

/**
 * A phone token for this number's user, created if new: what tests and end-to-end set-up use to
 * start signed in without going through the SMS screens.
 */
export function signIn(phone: string): string {
  const user = findUserByPhone(phone) ?? createPhoneUser(phone);
  return issueToken(user.id, 'phone');
}
