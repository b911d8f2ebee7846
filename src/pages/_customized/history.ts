import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, type NavigationType } from 'react-router-dom';
import { randomId } from '../../lib/random';
import { readSessionJson, writeSessionJson } from '../../lib/storage';
import { documentOf } from '../_shared/document-entry';

/**
 * The service's history (issue 23): one navigation is one entry, and Back walks what the visitor
 * did, never a consent page, a cashier, a spent form or a second copy of the landing. The router
 * does most of it (the service's redirects replace). What it cannot do is go back over several
 * entries at once, which three moments need: back from sign-in (whose last screen is a second
 * landing, after the one the visitor left from), back from the H5 cashier (a page of its own
 * between the landing and the payment's result) and after the submit (the spent steps between
 * the landing and the result). For those:
 *
 * - Each of the service's entries carries a **mark** in its history state (`svc`: an id and its
 *   position in the tab), beside the router's keys and any other, kept over reloads. The position
 *   is the router's index of the entry in its document (`idx`) plus where that document's first
 *   entry sits, learnt once per document: from an entry marked before, or from an entry that is
 *   the last one (a push, a page just opened). Chromium keeps 50 entries per tab and drops the
 *   oldest: past that, positions shift, and nothing is marked.
 * - The **journey** (sessionStorage, per campaign, under the `custom:` prefix cleared on logout):
 *   the landing last shown, the questionnaire's first entry, 登录后开始定制's tap, the payment left
 *   for the cashier, and an **arrival**: what the entry a hop goes back to does on arrival.
 * - A **hop**: `history.go(-n)` to a marked entry, the arrival written first. The screen there
 *   (the same document, or the page loaded again) acts on it before showing anything.
 */

export interface Mark {
  id: string;
  pos: number;
}

/** Router state of the landing with a sheet open: 确认手机号, or a payment under way. */
export type Sheet = 'phone' | 'pay';
export const sheetState = (sheet: Sheet) => ({ svcSheet: sheet });
export function sheetOf(state: unknown): Sheet | null {
  const sheet = (state as { svcSheet?: unknown } | null)?.svcSheet;
  return sheet === 'phone' || sheet === 'pay' ? sheet : null;
}

/** Router state of one questionnaire step pushed from the one before (not a new start). */
export const STEP_STATE = { svcStep: true } as const;
const isStep = (state: unknown) => (state as { svcStep?: unknown } | null)?.svcStep === true;

export interface Arrival {
  /** The mark id of the entry the hop goes back to. */
  to: string;
  /** That entry is replaced by this first. */
  replace?: string;
  /** Then this is pushed. */
  push?: string;
  at: number;
}

export interface Journey {
  /** The landing as last shown without a sheet, and its path. */
  landing?: Mark & { path: string };
  /** The questionnaire's first entry. */
  form?: Mark;
  /** 登录后开始定制, tapped on this entry of the landing. */
  intent?: { from: Mark; at: number };
  /** Left for the H5 cashier to pay this order, from the entry after this landing. */
  cashier?: { orderId: string; landing: Mark; at: number };
  arrival?: Arrival;
}

/** How long each note of the journey holds. */
export const JOURNEY_TTL = { intent: 15 * 60_000, cashier: 30 * 60_000, arrival: 60_000 } as const;

/** Chromium's ceiling on a tab's entries. */
export const MAX_ENTRIES = 50;

const journeyKey = (campaignId: string) => `custom:${campaignId}:history`;

export function readJourney(campaignId: string): Journey {
  return readSessionJson<Journey>(journeyKey(campaignId)) ?? {};
}

export function updateJourney(campaignId: string, change: (journey: Journey) => Journey): void {
  writeSessionJson(journeyKey(campaignId), change(readJourney(campaignId)));
}

export const fresh = (at: number | undefined, ttl: number, now = Date.now()): boolean =>
  typeof at === 'number' && now - at >= 0 && now - at < ttl;

type HistoryWindow = Pick<Window, 'history' | 'performance'>;

interface EntryState {
  key?: string;
  idx?: number;
  svc?: Mark;
}

const isMark = (value: unknown): value is Mark =>
  typeof (value as Mark | undefined)?.id === 'string' &&
  typeof (value as Mark | undefined)?.pos === 'number';

/** This document was opened as a new entry (a link, an address, a redirect), not reloaded or gone back to. */
export function openedAsNew(win: HistoryWindow = window): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === undefined || type === 'navigate';
}

/** Where this document's first entry sits in the tab, once known. */
let documentStart: number | null = null;

/** The entry shown for the router's `routerKey`: its state, when the browser's is the router's. */
function entryState(routerKey: string, win: HistoryWindow): EntryState | null {
  const state = (win.history.state ?? {}) as EntryState;
  if ((state.key ?? 'default') !== routerKey || typeof state.idx !== 'number') return null;
  return state;
}

/** The current entry's mark, if it has one. */
export function readMark(routerKey: string, win: HistoryWindow = window): Mark | null {
  const state = entryState(routerKey, win);
  return state && isMark(state.svc) ? state.svc : null;
}

/**
 * The current entry's mark, given now when it has none and its position is known (null when it
 * is not, or when the browser's history state is not the router's: a test's memory router).
 */
export function markEntry(
  routerKey: string,
  action: NavigationType | `${NavigationType}`,
  win: HistoryWindow = window,
): Mark | null {
  const state = entryState(routerKey, win);
  if (!state) return null;
  const idx = state.idx!;
  if (isMark(state.svc)) {
    documentStart ??= state.svc.pos - idx;
    return state.svc;
  }
  const { history } = win;
  // A pushed entry is the last one; so is a page just opened, before it pushes anything.
  if (documentStart === null && (action === 'PUSH' || openedAsNew(win))) {
    documentStart = history.length - 1 - idx;
  }
  if (documentStart === null || history.length >= MAX_ENTRIES) return null;
  const mark = { id: randomId(8), pos: documentStart + idx };
  try {
    history.replaceState({ ...state, svc: mark }, '');
  } catch {
    return null;
  }
  return mark;
}

/** The mark of the entry a hop is leaving, until another entry is shown. */
let leaving: string | null = null;

/** For tests: forget what this document has learnt (a new document). */
export function forgetDocument(): void {
  documentStart = null;
  leaving = null;
}

/**
 * Back to `to` over the entries since, which then does what `then` says. False (and nothing
 * happens) when `to` is not behind `from`.
 */
export function hop(
  campaignId: string,
  from: Mark,
  to: Mark,
  then: Omit<Arrival, 'to' | 'at'>,
  win: Pick<Window, 'history'> = window,
): boolean {
  const delta = to.pos - from.pos;
  if (delta >= 0 || to.pos < 0) return false;
  // Once per entry left: a render before the browser has moved must not go back further.
  if (leaving === from.id) return true;
  leaving = from.id;
  updateJourney(campaignId, (journey) => ({
    ...journey,
    arrival: { to: to.id, ...then, at: Date.now() },
  }));
  win.history.go(delta);
  return true;
}

/**
 * A service screen's entry: marked when shown, and, when a hop has come back to it, moving on
 * as the arrival says (the screen shows its skeleton meanwhile). A questionnaire screen that is a
 * new entry and not a step pushed from the one before is the questionnaire's first entry.
 */
export function useServiceEntry(
  campaignId: string,
  { questionnaire = false }: { questionnaire?: boolean } = {},
): { mark: Mark | null; arriving: boolean } {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  const [given, setGiven] = useState<{ key: string; mark: Mark | null } | null>(null);
  const mark = given?.key === location.key ? given.mark : readMark(location.key);
  const pending = campaignId ? readJourney(campaignId).arrival : undefined;
  const arriving = !!mark && pending?.to === mark.id && fresh(pending.at, JOURNEY_TTL.arrival);

  useLayoutEffect(() => {
    if (!campaignId) return;
    const before = readMark(location.key);
    const now = markEntry(location.key, action);
    if (now?.id !== leaving) leaving = null;
    // The mark lives in the history entry (outside React): this follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per entry shown, not a loop.
    setGiven({ key: location.key, mark: now });
    if (!now) return;
    const journey = readJourney(campaignId);
    // A document read over the consent screen (the 隐私政策) is an entry of that screen, not the
    // questionnaire's first.
    if (questionnaire && !before && !documentOf(location.state)) {
      const { form } = journey;
      // A step pushed from the one before continues; one replacing the first entry is it now.
      const first = !isStep(location.state) || form?.pos === now.pos;
      if (first) updateJourney(campaignId, (j) => ({ ...j, form: now }));
    }
    const arrival = journey.arrival;
    if (!arrival || arrival.to !== now.id) return;
    updateJourney(campaignId, ({ arrival: _done, ...rest }) => rest);
    if (!fresh(arrival.at, JOURNEY_TTL.arrival)) return;
    if (arrival.replace) navigate(arrival.replace, { replace: true });
    if (arrival.push) navigate(arrival.push);
    // Once per entry shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, campaignId]);

  return { mark, arriving };
}

/**
 * Payback opened by the H5 cashier's way back (its document's first entry, just opened) for the
 * order noted on leaving: the landing to go back to over the cashier, or null.
 */
export function cashierReturn(
  campaignId: string,
  orderId: string,
  routerKey: string,
  here: Mark | null,
): Mark | null {
  if (!here || routerKey !== 'default' || !openedAsNew()) return null;
  const { cashier } = readJourney(campaignId);
  if (!cashier || cashier.orderId !== orderId || !fresh(cashier.at, JOURNEY_TTL.cashier)) {
    return null;
  }
  // The landing, the entry Payback replaced, then the cashier's pages.
  return cashier.landing.pos < here.pos - 1 ? cashier.landing : null;
}

/** Back over the cashier to the landing, which shows `payback` after it; the note is spent. */
export function leaveCashier(campaignId: string, here: Mark, landing: Mark, payback: string): void {
  updateJourney(campaignId, ({ cashier: _done, ...rest }) => rest);
  hop(campaignId, here, landing, { push: payback });
}

/**
 * Before leaving for the H5 cashier from the entry at `at`: when that entry is right after the
 * landing, the landing to come back to. Anywhere else, nothing is noted.
 */
export function noteCashier(campaignId: string, orderId: string, at: number | null): void {
  updateJourney(campaignId, ({ cashier: _earlier, ...journey }) => {
    const { landing } = journey;
    return at !== null && landing && landing.pos === at - 1
      ? { ...journey, cashier: { orderId, landing, at: Date.now() } }
      : journey;
  });
}

/**
 * After the submit: back over the questionnaire to the landing right before it, which shows the
 * result after it (Back from the result is the landing; no spent step is ahead either). A
 * questionnaire begun elsewhere puts the landing in its first entry's place. False when the
 * questionnaire's entries are not known: the caller shows the result in place of the last step.
 */
export function leaveQuestionnaire(
  campaignId: string,
  here: Mark | null,
  result: string,
  landingPath: string,
): boolean {
  const { form, landing } = readJourney(campaignId);
  updateJourney(campaignId, ({ form: _done, ...rest }) => rest);
  if (!here || !form) return false;
  if (landing && landing.pos === form.pos - 1) {
    return hop(campaignId, here, landing, { push: result });
  }
  return hop(campaignId, here, form, { replace: landing?.path ?? landingPath, push: result });
}
