import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { randomId } from '../../lib/random';
import { readSessionJson, removeSession, writeSessionJson } from '../../lib/storage';

/**
 * Journeys in the browser's history (issue 23): after a finished step (a paid order: the
 * purchase is the journey kept so far), Back leaves the finished journey for the screen it started
 * from, never reopens a spent step and never repeats it; a page the visitor left the site for and
 * came back from (a payment provider's cashier, a consent page) is never a Back target.
 *
 * How it works. The app records a mark on each history entry it makes (`history.state.journey`):
 * the entry's position (counted in entries, so that `history.go(start - pos)` lands on the start),
 * and, when the entry's route is a step of a journey (app/routes.ts, `JOURNEY_STEPS`), which
 * journey it is a step of. A step entered from a step of an open journey of the same kind
 * continues it; any other step begins a new one, whose start is the entry it was entered from
 * (none when the journey's first step was the first page of the tab, or came from another site:
 * then its start is the home page).
 * The screen that shows a journey done calls `useJourneyEnd(kind, reached)` (or `finishJourney`):
 * the journey's id goes on the tab's list of finished journeys (sessionStorage), and that entry is
 * kept as the journey's end (a reload shows it again). From then on, an entry of a step of that
 * journey reached by Back or Forward (or loaded again) is spent: the app draws nothing for it and
 * moves on to the journey's start at once.
 *
 * Leaving the site for a page that comes back (a cashier, a consent page): `recordDeparture` (the
 * services' `openExternal(url, { returnsTo })` calls it) notes the entry being left. The entry the
 * outside page comes back to goes back over the outside pages to that entry, and takes its place
 * when its address is another; so the outside pages are only ever ahead (forward), and the next
 * navigation drops them.
 */

/** A journey: its kind (`purchase`), its own id, and where it began. */
export interface Journey {
  kind: string;
  id: string;
  /** The position of its first step's entry. */
  first: number;
  /** The position of the entry it was started from; null when that is not the app's (home then). */
  start: number | null;
}

/** What the app records on each of its history entries, as `history.state.journey`. */
export interface EntryMark {
  /** The entry's position in the tab's history, as the app counted it. */
  pos: number;
  /** Entered from one of the app's entries (a push, a return from an outside page), or loaded. */
  entered: 'app' | 'load';
  /** The journey of the entry this one was entered from: a step here continues it. */
  from: Journey | null;
  /** The journey this entry is a step (or the end) of. */
  journey: Journey | null;
  /** The entry shows its journey done: kept as it is, never spent. */
  end?: boolean;
}

/** Where Back from a spent entry goes: that many entries back, or home in its place. */
export type SpentMove = { go: number } | { home: true } | null;

const FINISHED_KEY = 'journey:finished';
const DEPARTURE_KEY = 'journey:departure';
const ARRIVAL_KEY = 'journey:arrival';
/** The tab remembers this many finished journeys (a purchase makes one). */
const FINISHED_KEPT = 30;
/** A move that has not happened by then (a broken history) ends on the home page instead. */
const MOVE_DEADLINE_MS = 3000;

// ---------------------------------------------------------------------------------------------
// The rules, pure

/**
 * The mark of an entry the app has just made: `base` says where it is and what it was entered
 * from, `kind` whether its route is a step. A step continues the journey it was entered from when
 * that is an open one of its kind; a replaced entry keeps its own journey of that kind.
 */
export function markEntry(
  base: Pick<EntryMark, 'pos' | 'entered' | 'from'>,
  kind: string | null,
  finished: (id: string) => boolean,
  replaced: EntryMark | null = null,
  newId: () => string = () => randomId(6),
): EntryMark {
  if (!kind) return { ...base, journey: null };
  const open = (journey: Journey | null) =>
    journey && journey.kind === kind && !finished(journey.id) ? journey : null;
  const journey = open(replaced?.journey ?? null) ??
    open(base.from) ?? {
      kind,
      id: newId(),
      first: base.pos,
      start: base.entered === 'app' ? base.pos - 1 : null,
    };
  return { ...base, journey };
}

/**
 * What Back (or Forward) does on reaching an entry: nothing, unless it is a step of a finished
 * journey; then back to the journey's start, or, when the journey began the app's part of the
 * tab, back to its first step and home in its place. `length` is history.length: a move beyond it
 * would be a broken count, and goes home instead.
 */
export function spentMove(
  mark: EntryMark | null,
  finished: (id: string) => boolean,
  length: number,
): SpentMove {
  const journey = mark?.journey;
  if (!mark || !journey || mark.end || !finished(journey.id)) return null;
  const target = journey.start ?? journey.first;
  const go = target - mark.pos;
  if (go >= 0 || -go >= length) return { home: true };
  return { go };
}

/** The finished journeys of this tab. */
export function finishedJourneys(): string[] {
  return readSessionJson<string[]>(FINISHED_KEY) ?? [];
}

const isFinished = (id: string) => finishedJourneys().includes(id);

function addFinished(id: string): void {
  const list = finishedJourneys().filter((each) => each !== id);
  writeSessionJson(FINISHED_KEY, [...list, id].slice(-FINISHED_KEPT));
}

/** A pathname as the routes see it: no `.html`, any case. */
const samePath = (a: string, b: string) =>
  a.replace(/\.html$/i, '').toLowerCase() === b.replace(/\.html$/i, '').toLowerCase();

// ---------------------------------------------------------------------------------------------
// The history the app runs on

interface Update {
  action: 'POP' | 'PUSH' | 'REPLACE';
  location: { pathname: string; search: string; hash: string; key: string };
}

/** The part of the app's history this needs (app/html-history.ts). */
export interface JourneyHistory {
  readonly location: Update['location'];
  replace(to: string): void;
  go(delta: number): void;
  listen(listener: (update: Update) => void): () => void;
}

interface Departure {
  /** The mark of the entry left from. */
  mark: EntryMark;
  /** history.length when leaving: how many outside entries came between is counted from it. */
  length: number;
  /** The outside page took this entry's place (location.replace). */
  replace: boolean;
  /** The pathname the outside page comes back to, when known. */
  returnsTo: string | null;
}

interface Arrival {
  /** The entry gone back to. */
  pos: number;
  /** The address the outside page came back to, which takes that entry's place. */
  to: string;
}

interface Tracker {
  history: JourneyHistory;
  win: Window;
  stepOf: (pathname: string) => string | null;
  current: EntryMark | null;
  /**
   * The location keys of the entries being left (spent steps, a return going back over an outside
   * page): nothing is drawn for them. Kept: such an entry is left again whenever it is reached, and
   * a screen rendered late for it (the router renders in a transition) must not show either.
   */
  leaving: Set<string>;
  /** Changes with `leaving`, for React. */
  version: number;
  subscribers: Set<() => void>;
}

let tracker: Tracker | null = null;

function readMark(state: unknown): EntryMark | null {
  const mark = (state as { journey?: EntryMark } | null)?.journey;
  return mark && typeof mark.pos === 'number' ? mark : null;
}

function writeMark(t: Tracker, mark: EntryMark): void {
  t.current = mark;
  const state = (t.win.history.state as Record<string, unknown> | null) ?? {};
  // No address: the entry keeps its own (and the router's key and index).
  t.win.history.replaceState({ ...state, journey: mark }, '');
}

function notify(t: Tracker): void {
  for (const each of [...t.subscribers]) each();
}

function markLeaving(t: Tracker, key: string): void {
  if (t.leaving.has(key)) return;
  t.leaving.add(key);
  t.version += 1;
  notify(t);
}

/** Leaves a spent entry for its journey's start; true when it does. */
function leaveIfSpent(t: Tracker): boolean {
  const move = spentMove(t.current, isFinished, t.win.history.length);
  if (!move) return false;
  const key = t.history.location.key;
  markLeaving(t, key);
  // After the update has reached every listener (the router too): then the move is the last word.
  void Promise.resolve().then(() => {
    if ('go' in move) {
      t.history.go(move.go);
      // A count the browser could not follow leaves the visitor on home rather than on nothing.
      setTimeout(() => {
        if (t.history.location.key === key) t.history.replace(paths.home());
      }, MOVE_DEADLINE_MS);
    } else {
      t.history.replace(paths.home());
    }
  });
  return true;
}

/** Back at the entry an outside page was left from: the address it came back to takes its place. */
function arrive(t: Tracker): void {
  const arrival = readSessionJson<Arrival>(ARRIVAL_KEY);
  if (!arrival || !t.current || arrival.pos !== t.current.pos) return;
  removeSession(ARRIVAL_KEY);
  const { pathname, search, hash } = t.history.location;
  if (arrival.to !== pathname + search + hash) t.history.replace(arrival.to);
}

/** The first entry of this document: marked already (a reload, a traversal), or new. */
function start(t: Tracker): void {
  const { win, history } = t;
  const marked = readMark(win.history.state);
  const departure = readSessionJson<Departure>(DEPARTURE_KEY);
  removeSession(DEPARTURE_KEY);
  if (marked) {
    // The browser's Back or Forward, or a reload (the sandbox reloads a page the browser kept):
    // an outside page left earlier is not coming back, and a spent step is left whichever it is.
    t.current = marked;
    if (leaveIfSpent(t)) return;
    arrive(t);
    return;
  }
  const { pathname, search, hash } = history.location;
  const length = win.history.length;
  const kind = t.stepOf(pathname);
  // The outside page came back in its own place (the authorisation): this entry is the one left.
  if (departure?.replace && length === departure.length) {
    const { pos, entered, from } = departure.mark;
    writeMark(t, markEntry({ pos, entered, from }, kind, isFinished, departure.mark));
    return;
  }
  const returned =
    departure?.returnsTo && samePath(departure.returnsTo, pathname) && length > departure.length
      ? departure
      : null;
  if (!returned) {
    writeMark(t, markEntry({ pos: length - 1, entered: 'load', from: null }, kind, isFinished));
    return;
  }
  const left = returned.mark;
  const pos = left.pos + (length - returned.length);
  writeMark(t, markEntry({ pos, entered: 'app', from: left.journey }, kind, isFinished));
  // Back over the outside pages to the entry left from, which this address then replaces.
  const arrival: Arrival = { pos: left.pos, to: pathname + search + hash };
  if (!writeSessionJson(ARRIVAL_KEY, arrival)) return;
  const key = history.location.key;
  markLeaving(t, key);
  history.go(left.pos - pos);
  // A count the browser could not follow: this entry stays, and is shown.
  setTimeout(() => {
    if (history.location.key !== key || !t.leaving.delete(key)) return;
    removeSession(ARRIVAL_KEY);
    t.version += 1;
    notify(t);
  }, MOVE_DEADLINE_MS);
}

function onUpdate(t: Tracker, { action, location }: Update): void {
  const previous = t.current;
  if (action === 'POP') {
    t.current = readMark(t.win.history.state);
    if (!leaveIfSpent(t)) arrive(t);
    return;
  }
  const kind = t.stepOf(location.pathname);
  const length = t.win.history.length;
  const base: Pick<EntryMark, 'pos' | 'entered' | 'from'> =
    action === 'PUSH'
      ? {
          pos: previous ? previous.pos + 1 : length - 1,
          entered: 'app',
          from: previous?.journey ?? null,
        }
      : {
          pos: previous?.pos ?? length - 1,
          entered: previous?.entered ?? 'load',
          from: previous?.from ?? null,
        };
  writeMark(t, markEntry(base, kind, isFinished, action === 'REPLACE' ? previous : null));
}

/**
 * Starts keeping journeys in the app's history (app/start.ts, once, before the router renders):
 * marks the first entry, follows every navigation, and moves on from spent entries. `stepOf`
 * names the journey whose step a pathname is (null for none).
 */
export function installJourneyHistory(
  history: JourneyHistory,
  stepOf: (pathname: string) => string | null,
  win: Window = window,
): () => void {
  const t: Tracker = {
    history,
    win,
    stepOf,
    current: null,
    leaving: new Set(),
    version: 0,
    subscribers: new Set(),
  };
  tracker = t;
  // Listening first: what the first entry's own moves (an arrival's replace) make is marked too.
  const stop = history.listen((update) => onUpdate(t, update));
  start(t);
  // A page the browser kept (back-forward cache) shown again: its entry may be spent by now, or
  // be the one an outside page was left from.
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    t.current = readMark(win.history.state);
    if (readSessionJson<Departure>(DEPARTURE_KEY)?.mark.pos === t.current?.pos) {
      removeSession(DEPARTURE_KEY);
    }
    if (!leaveIfSpent(t)) arrive(t);
  };
  win.addEventListener('pageshow', onShow);
  return () => {
    stop();
    win.removeEventListener('pageshow', onShow);
    if (tracker === t) tracker = null;
  };
}

// ---------------------------------------------------------------------------------------------
// What screens and services call

/** The journey of `kind` the current entry belongs to: its own, or the one it was entered from. */
function journeyHere(t: Tracker, kind: string): Journey | null {
  const mark = t.current;
  if (mark?.journey?.kind === kind) return mark.journey;
  if (mark?.from?.kind === kind) return mark.from;
  return null;
}

/**
 * The journey of `kind` this screen belongs to is done (the server said so): from now on Back
 * never reopens one of its steps. The screen itself stays as it is. Returns whether there was one.
 */
export function finishJourney(kind: string): boolean {
  const t = tracker;
  if (!t) return false;
  const journey = journeyHere(t, kind);
  if (!journey) return false;
  addFinished(journey.id);
  return true;
}

/**
 * This screen is the end of a journey of `kind` (投保成功): once `reached` (what the server
 * confirmed is shown), the journey is finished and this entry is kept as its end: a reload shows
 * it again, Back from it goes to where the journey started.
 */
export function useJourneyEnd(kind: string, reached: boolean): void {
  const { key } = useLocation();
  useEffect(() => {
    const t = tracker;
    if (!reached || !t || !t.current) return;
    const journey = journeyHere(t, kind);
    if (!journey) return;
    addFinished(journey.id);
    if (!t.current.end || t.current.journey?.id !== journey.id) {
      writeMark(t, { ...t.current, journey, end: true });
    }
  }, [kind, reached, key]);
}

/**
 * Before leaving the site for an outside page that comes back: to `returnsTo` (a path of the
 * site: the entry it comes back to goes back over the outside pages to this one, see above), or
 * in this entry's place (`replace`: the page that comes back is this entry, in the same journey).
 * The services' `openExternal` calls it.
 */
export function recordDeparture({
  replace = false,
  returnsTo = null,
}: {
  replace?: boolean;
  returnsTo?: string | null;
}): void {
  const t = tracker;
  if (!t?.current) return;
  const departure: Departure = {
    mark: t.current,
    length: t.win.history.length,
    replace,
    returnsTo: returnsTo === null ? null : (returnsTo.split(/[?#]/)[0] ?? returnsTo),
  };
  writeSessionJson(DEPARTURE_KEY, departure);
}

function subscribe(listener: () => void): () => void {
  const t = tracker;
  if (!t) return () => {};
  t.subscribers.add(listener);
  return () => t.subscribers.delete(listener);
}

/** Whether the entry with this location key is being left (Layout draws nothing for it). */
export function useLeavingEntry(key: string): boolean {
  useSyncExternalStore(
    subscribe,
    () => tracker?.version ?? 0,
    () => 0,
  );
  return tracker?.leaving.has(key) ?? false;
}
