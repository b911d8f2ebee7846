import * as v from 'valibot';
import { readSessionJson, writeSessionJson } from '../../lib/storage';
import { LeadReplySchema, type LeadKind, type LeadReply } from './types';

/**
 * A lead the server has taken, kept for the tab (issue 23): coming back to its landing (Forward
 * after Back, a reload, the page loaded again from another site) shows what was sent, never an
 * empty form that would send the same lead twice. Under the lead forms' `lead:` prefix, which
 * logout clears (data/session.ts).
 */
const keyOf = (kind: LeadKind, id: number | string) => `lead:sent:${kind}:${id}`;

export function keepLead(kind: LeadKind, id: number | string, reply: LeadReply): void {
  writeSessionJson(keyOf(kind, id), reply);
}

/** The lead kept for this landing, when there is one of the right shape. */
export function keptLead(kind: LeadKind, id: number | string): LeadReply | null {
  const kept = v.safeParse(LeadReplySchema, readSessionJson<unknown>(keyOf(kind, id)));
  return kept.success ? kept.output : null;
}
