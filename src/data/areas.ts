import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * The data areas that load with their screens. The shell's areas (login, common) are in the
 * store from the start (store.ts); every other area's index module calls `loadArea` when it is
 * first imported, which happens when the first screen that needs it loads. Each store then adds
 * the area's reducer and starts its saga, once.
 */
export type LazyAreaName =
  | 'home'
  | 'customizedV2'
  | 'active'
  | 'poster'
  | 'ayb'
  | 'insured'
  | 'insuredNew'
  | 'members'
  | 'policy'
  | 'product'
  | 'health'
  | 'pay'
  | 'proposal';

/**
 * Saga-only parts of the shell's areas, whose state is in the store from the start but whose
 * flows only some screens start (the login area's sign-in flows, the common area's quote and
 * lookups).
 */
export type LazyPartName = 'login/sign-in' | 'common/lookups';

export interface LazyArea {
  name: LazyAreaName | LazyPartName;
  /** Absent for a part of a shell area: its reducer is there already. */
  reducer?: Reducer;
  saga?: Saga<[]>;
}

const loaded = new Map<LazyArea['name'], LazyArea>();
const listeners = new Set<(area: LazyArea) => void>();

export function loadArea(area: LazyArea): void {
  if (loaded.has(area.name)) return;
  loaded.set(area.name, area);
  for (const listener of listeners) listener(area);
}

export function loadedAreas(): LazyArea[] {
  return [...loaded.values()];
}

export function isAreaLoaded(name: string): boolean {
  return loaded.has(name as LazyArea['name']);
}

/** Hears every area loaded from now on; returns the way to stop hearing. */
export function onAreaLoaded(listener: (area: LazyArea) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
