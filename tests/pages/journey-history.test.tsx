import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  finishJourney,
  finishedJourneys,
  installJourneyHistory,
  markEntry,
  recordDeparture,
  spentMove,
  useJourneyEnd,
  useLeavingEntry,
  type EntryMark,
  type Journey,
  type JourneyHistory,
} from '../../src/pages/_shared/journey-history';

/**
 * The journeys' history rules (issue 23) on a stand-in for a browser tab: its entries with their
 * state, push / replace / traversal as the app's history does them, and page loads (a new
 * document: the app starts again and reads the entry it finds).
 */

const STEPS: Record<string, string> = {
  '/ProductNew/trail': 'purchase',
  '/ProductNew/Insured': 'purchase',
  '/ProductNew/Pay': 'purchase',
  '/ProductNew/Pay/Payback': 'purchase',
};
const stepOf = (pathname: string) => STEPS[pathname] ?? null;

type Update = Parameters<Parameters<JourneyHistory['listen']>[0]>[0];

interface Entry {
  path: string;
  state: Record<string, unknown> | null;
}

function fakeTab() {
  const entries: Entry[] = [];
  let index = -1;
  let keys = 0;
  const listeners = new Set<(update: Update) => void>();
  const goes: number[] = [];
  let stop: (() => void) | null = null;

  const location = () => {
    const entry = entries[index]!;
    const [pathname = '', query] = entry.path.split('?');
    return {
      pathname,
      search: query ? `?${query}` : '',
      hash: '',
      key: typeof entry.state?.key === 'string' ? entry.state.key : 'default',
    };
  };
  const fire = (action: Update['action']) => {
    for (const listener of [...listeners]) listener({ action, location: location() });
  };
  const newKey = () => `k${(keys += 1)}`;
  const showHandlers = new Set<(event: PageTransitionEvent) => void>();

  const win = {
    history: {
      get state() {
        return entries[index]!.state;
      },
      get length() {
        return entries.length;
      },
      replaceState(data: Record<string, unknown>) {
        entries[index]!.state = data;
      },
    },
    addEventListener: (_: string, handler: (event: PageTransitionEvent) => void) =>
      showHandlers.add(handler),
    removeEventListener: (_: string, handler: (event: PageTransitionEvent) => void) =>
      showHandlers.delete(handler),
  } as unknown as Window;

  const history: JourneyHistory & { push(path: string): void } = {
    get location() {
      return location();
    },
    push(path) {
      entries.splice(index + 1);
      entries.push({ path, state: { key: newKey() } });
      index += 1;
      fire('PUSH');
    },
    replace(path) {
      entries[index] = { path, state: { key: newKey() } };
      fire('REPLACE');
    },
    go(delta) {
      goes.push(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  const start = () => {
    stop?.();
    stop = installJourneyHistory(history, stepOf, win);
  };

  return {
    history,
    goes,
    entries,
    get index() {
      return index;
    },
    /** The address bar: a new document at a new entry (a link from elsewhere, a provider's return). */
    open(path: string, { app = true }: { app?: boolean } = {}) {
      entries.splice(index + 1);
      entries.push({ path, state: null });
      index += 1;
      if (app) start();
      else {
        stop?.();
        stop = null;
      }
    },
    /** location.replace: a new document in this entry's place. */
    replaceDocument(path: string, { app = true }: { app?: boolean } = {}) {
      entries[index] = { path, state: null };
      if (app) start();
      else {
        stop?.();
        stop = null;
      }
    },
    /** Back or Forward within the app's document. */
    traverse(delta: number) {
      index += delta;
      fire('POP');
    },
    /** Back or Forward onto an entry of another document (loaded again), or a reload. */
    load(delta: number) {
      index += delta;
      start();
    },
    /** A page the browser kept (back-forward cache) shown again at this entry. */
    restore(delta: number) {
      index += delta;
      for (const handler of showHandlers) handler({ persisted: true } as PageTransitionEvent);
    },
    mark: (at = index) => (entries[at]!.state?.journey ?? null) as EntryMark | null,
    uninstall() {
      stop?.();
      stop = null;
    },
  };
}

type Tab = ReturnType<typeof fakeTab>;
let tab: Tab | null = null;

afterEach(() => {
  tab?.uninstall();
  tab = null;
});

/** The microtask the moves wait for (after every listener heard the update). */
const settle = () => act(() => Promise.resolve());

/** Home, the detail, then the purchase's steps, each pushed, to Payback. */
function purchaseFromDetail(): Tab {
  tab = fakeTab();
  tab.open('/Home');
  tab.history.push('/ProductNew?id=105');
  for (const step of [
    '/ProductNew/trail?id=105',
    '/ProductNew/Insured?id=105',
    '/ProductNew/Pay?orderId=O1',
    '/ProductNew/payment?orderId=O1',
  ]) {
    tab.history.push(step);
  }
  tab.history.replace('/ProductNew/Pay/Payback?orderId=O1');
  return tab;
}

describe('markEntry and spentMove (the rules)', () => {
  const none = () => false;
  const journey = (over: Partial<Journey> = {}): Journey => ({
    kind: 'purchase',
    id: 'j1',
    first: 3,
    start: 2,
    ...over,
  });

  test('a step entered from elsewhere begins a journey that starts at the entry before it', () => {
    const mark = markEntry(
      { pos: 3, entered: 'app', from: null },
      'purchase',
      none,
      null,
      () => 'n',
    );
    expect(mark.journey).toEqual({ kind: 'purchase', id: 'n', first: 3, start: 2 });
  });

  test('a first step that was a page load has no start of the app’s (home then)', () => {
    const mark = markEntry(
      { pos: 0, entered: 'load', from: null },
      'purchase',
      none,
      null,
      () => 'n',
    );
    expect(mark.journey).toEqual({ kind: 'purchase', id: 'n', first: 0, start: null });
  });

  test('a step continues an open journey of its kind, never a finished one or another kind', () => {
    const open = journey();
    expect(markEntry({ pos: 4, entered: 'app', from: open }, 'purchase', none).journey).toBe(open);
    const finished = (id: string) => id === 'j1';
    expect(markEntry({ pos: 4, entered: 'app', from: open }, 'purchase', finished).journey).toEqual(
      expect.objectContaining({ first: 4, start: 3 }),
    );
    const other = journey({ kind: 'service' });
    expect(
      markEntry({ pos: 4, entered: 'app', from: other }, 'purchase', none).journey?.id,
    ).not.toBe('j1');
  });

  test('a replaced entry keeps its own journey; a screen that is no step has none', () => {
    const own = journey({ id: 'own' });
    const replaced: EntryMark = { pos: 4, entered: 'app', from: null, journey: own };
    expect(
      markEntry({ pos: 4, entered: 'app', from: null }, 'purchase', none, replaced).journey,
    ).toBe(own);
    expect(markEntry({ pos: 4, entered: 'app', from: own }, null, none).journey).toBeNull();
  });

  test('only a step of a finished journey is spent, never its end', () => {
    const done = (id: string) => id === 'j1';
    const step: EntryMark = { pos: 6, entered: 'app', from: null, journey: journey() };
    expect(spentMove(step, none, 10)).toBeNull();
    expect(spentMove({ ...step, journey: null }, done, 10)).toBeNull();
    expect(spentMove({ ...step, end: true }, done, 10)).toBeNull();
    expect(spentMove(step, done, 10)).toEqual({ go: -4 });
  });

  test('without a start: back to the first step, and home in its place there', () => {
    const done = () => true;
    const lost = journey({ start: null });
    expect(spentMove({ pos: 6, entered: 'app', from: null, journey: lost }, done, 10)).toEqual({
      go: -3,
    });
    expect(spentMove({ pos: 3, entered: 'load', from: null, journey: lost }, done, 10)).toEqual({
      home: true,
    });
  });

  test('a count beyond the history goes home rather than nowhere', () => {
    const step: EntryMark = { pos: 60, entered: 'app', from: null, journey: journey() };
    expect(spentMove(step, () => true, 50)).toEqual({ home: true });
  });
});

describe('the history of a tab', () => {
  test('every entry is marked with its position; the steps share one journey from the detail', () => {
    const tab = purchaseFromDetail();
    expect(tab.entries.map((entry) => (entry.state?.journey as EntryMark).pos)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(tab.mark(0)?.journey).toBeNull();
    expect(tab.mark(1)?.journey).toBeNull();
    const journey = tab.mark(2)!.journey!;
    expect(journey).toMatchObject({ kind: 'purchase', first: 2, start: 1 });
    for (const at of [3, 4, 5]) expect(tab.mark(at)?.journey?.id).toBe(journey.id);
  });

  test('an open journey is walked back step by step, nothing skipped', async () => {
    const tab = purchaseFromDetail();
    tab.traverse(-1);
    await settle();
    tab.traverse(-1);
    await settle();
    expect(tab.goes).toEqual([]);
  });

  test('finished at 投保成功: Back from it goes to the detail, Forward never reopens a step', async () => {
    const tab = purchaseFromDetail();
    expect(finishJourney('purchase')).toBe(true);
    tab.history.push('/ProductNew/InsuranceSuccess/wechat?orderId=O1');
    renderHook(() => useJourneyEnd('purchase', true), { wrapper: router });
    expect(tab.mark()).toMatchObject({ end: true, journey: { first: 2, start: 1 } });
    expect(finishedJourneys()).toEqual([tab.mark()!.journey!.id]);

    // Back: Payback, spent; the move goes back to the detail (position 1 from 5).
    tab.traverse(-1);
    const spentKey = tab.history.location.key;
    const leaving = renderHook(() => useLeavingEntry(spentKey));
    expect(leaving.result.current).toBe(true);
    leaving.unmount();
    await settle();
    expect(tab.goes).toEqual([-4]);

    // At the detail, Forward lands on the trial: spent, back one.
    tab.goes.length = 0;
    tab.traverse(-4);
    await settle();
    expect(tab.goes).toEqual([]);
    tab.traverse(1);
    await settle();
    expect(tab.goes).toEqual([-1]);
  });

  test('the end screen is kept: loaded again it stays; a spent step loaded again is left', async () => {
    const tab = purchaseFromDetail();
    finishJourney('purchase');
    tab.history.push('/ProductNew/InsuranceSuccess/wechat?orderId=O1');
    renderHook(() => useJourneyEnd('purchase', true), { wrapper: router });
    // A reload of 投保成功: shown again.
    tab.load(0);
    await settle();
    expect(tab.goes).toEqual([]);
    // The browser's own Back onto a spent step of another document (or a reload there): moved on.
    tab.load(-1);
    await settle();
    expect(tab.goes).toEqual([-4]);
  });

  test('a move the browser does not follow (a count it cannot go) ends on the home page', async () => {
    vi.useFakeTimers();
    const tab = purchaseFromDetail();
    finishJourney('purchase');
    tab.history.push('/ProductNew/InsuranceSuccess/wechat?orderId=O1');
    renderHook(() => useJourneyEnd('purchase', true), { wrapper: router });
    // Back onto Payback, spent: the move is asked for, and this tab does not follow it.
    tab.traverse(-1);
    await settle();
    expect(tab.goes).toEqual([-4]);
    vi.advanceTimersByTime(2999);
    expect(tab.history.location.pathname).toBe('/ProductNew/Pay/Payback');
    vi.advanceTimersByTime(1);
    expect(tab.history.location.pathname).toBe('/Home');
    expect(tab.index).toBe(5);

    // A move that happened in time is left alone.
    tab.goes.length = 0;
    tab.traverse(-1);
    await settle();
    expect(tab.goes).toEqual([-3]);
    tab.traverse(-3);
    await settle();
    vi.advanceTimersByTime(3000);
    expect(tab.history.location.pathname).toBe('/ProductNew');
    expect(tab.index).toBe(1);
  });

  test('not reached (the order not paid): nothing is finished', () => {
    const tab = purchaseFromDetail();
    tab.history.push('/ProductNew/InsuranceSuccess/wechat?orderId=O1');
    renderHook(() => useJourneyEnd('purchase', false), { wrapper: router });
    expect(finishedJourneys()).toEqual([]);
    expect(tab.mark()?.end).toBeUndefined();
  });

  test('a purchase begun on a link opened afresh: Back goes to its first step, and home there', async () => {
    tab = fakeTab();
    tab.open('/doc/privacy');
    tab.open('/ProductNew/Insured?id=105');
    tab.history.push('/ProductNew/Pay?orderId=O1');
    tab.history.push('/ProductNew/Pay/Payback?orderId=O1');
    finishJourney('purchase');
    tab.history.push('/ProductNew/InsuranceSuccess/wechat?orderId=O1');
    renderHook(() => useJourneyEnd('purchase', true), { wrapper: router });
    tab.traverse(-1);
    await settle();
    expect(tab.goes).toEqual([-2]);
    tab.traverse(-2);
    await settle();
    expect(tab.history.location.pathname).toBe('/Home');
    expect(tab.index).toBe(1);
    // Home takes the step's place, and is no step: nothing moves from it.
    expect(tab.mark()?.journey).toBeNull();
  });

  test('a new purchase from the same detail is a journey of its own', async () => {
    const tab = purchaseFromDetail();
    const first = tab.mark()!.journey!.id;
    finishJourney('purchase');
    tab.traverse(-4);
    tab.history.push('/ProductNew/trail?id=105');
    const again = tab.mark()!.journey!;
    expect(again.id).not.toBe(first);
    expect(again).toMatchObject({ first: 2, start: 1 });
    tab.traverse(-1);
    tab.traverse(1);
    await settle();
    expect(tab.goes).toEqual([]);
  });
});

describe('outside pages', () => {
  test('a provider’s cashier: its return goes back over it to the entry left from', async () => {
    const tab = purchaseFromDetail();
    const left = tab.index;
    const journey = tab.mark()!.journey!;
    recordDeparture({ returnsTo: '/ProductNew/Pay/Payback?orderId=O1' });
    tab.open('/sandbox/cashier?payToken=t', { app: false });
    tab.open('/ProductNew/Pay/Payback?orderId=O1');
    // The return is counted after the cashier, in the journey, and goes back two entries at once.
    expect(tab.mark()).toMatchObject({
      pos: left + 2,
      entered: 'app',
      journey: { id: journey.id },
    });
    const key = tab.history.location.key;
    const leaving = renderHook(() => useLeavingEntry(key));
    expect(leaving.result.current).toBe(true);
    leaving.unmount();
    expect(tab.goes).toEqual([-2]);
    // The entry left from, loaded again: the same address, so it stays as it is.
    tab.load(-2);
    await settle();
    expect(tab.history.location.pathname).toBe('/ProductNew/Pay/Payback');
    expect(tab.entries[left]!.state).toMatchObject({ journey: { pos: left } });
    // The next entry drops the cashier and the return from the history.
    finishJourney('purchase');
    tab.history.push('/ProductNew/InsuranceSuccess/unwechat?orderId=O1');
    expect(tab.entries.map((entry) => entry.path)).not.toContain('/sandbox/cashier?payToken=t');
    expect(tab.mark()?.pos).toBe(left + 1);
  });

  test('a return to another address takes the place of the entry left from (kept by the browser too)', async () => {
    const tab = purchaseFromDetail();
    recordDeparture({ returnsTo: '/ProductNew/Pay/Payback' });
    tab.open('/sandbox/cashier', { app: false });
    tab.open('/ProductNew/Pay/Payback?orderId=O1&from=provider');
    expect(tab.goes).toEqual([-2]);
    tab.restore(-2);
    await settle();
    expect(tab.history.location.search).toBe('?orderId=O1&from=provider');
    expect(tab.index).toBe(5);
  });

  test('Back from the cashier to the entry left from: a later page load is no return', () => {
    const tab = purchaseFromDetail();
    recordDeparture({ returnsTo: '/ProductNew/Pay/Payback' });
    tab.open('/sandbox/cashier', { app: false });
    tab.load(-1);
    tab.history.push('/Home');
    tab.open('/ProductNew/Pay/Payback?orderId=O1');
    expect(tab.goes).toEqual([]);
    expect(tab.mark()?.entered).toBe('load');
  });

  test('the authorisation in the entry’s place: the page that comes back continues the journey', () => {
    tab = fakeTab();
    tab.open('/Home');
    tab.history.push('/ProductNew?id=105');
    tab.history.push('/ProductNew/trail?id=105');
    const journey = tab.mark()!.journey!;
    tab.history.push('/ProductNew/Insured?id=105');
    tab.history.replace('/Authorize?redirect=x');
    recordDeparture({ replace: true });
    tab.replaceDocument('/sandbox/wechat-consent.html', { app: false });
    tab.replaceDocument('/Policy/wechat/authBack?code=c');
    expect(tab.mark()).toMatchObject({ pos: 3, entered: 'app', from: { id: journey.id } });
    tab.history.replace('/ProductNew/Insured?id=105');
    expect(tab.mark()).toMatchObject({ pos: 3, journey: { id: journey.id, start: 1 } });
    expect(tab.goes).toEqual([]);
  });
});

function router({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}
