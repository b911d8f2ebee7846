/**
 * The sandbox's time. Every expiry rule (captchas, SMS codes, oauth states, sessions) reads now()
 * instead of Date.now(), so tests can move time without fake timers, which would also freeze
 * msw's own timers and the fetch machinery under it.
 */

let fixed: number | null = null;
let offset = 0;

export function now(): number {
  return fixed ?? Date.now() + offset;
}

/** Pins the clock at this instant (ms since the epoch); null lets it run again. */
export function setNow(instant: number | null): void {
  fixed = instant;
  offset = 0;
}

/** Moves the clock forward (or back, with a negative value), pinned or running. */
export function advanceClock(ms: number): void {
  if (fixed === null) offset += ms;
  else fixed += ms;
}

export function resetClock(): void {
  setNow(null);
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * `2026-11-21T16:37:38+08:00`: the backend keeps Beijing time, whatever zone the browser or the
 * test machine is in, so dates shown back (order times, member since) do not shift by zone.
 */
export function chinaDateTime(instant: number): string {
  return `${new Date(instant + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** `2026-11-21`, the Beijing calendar date. */
export function chinaDate(instant: number): string {
  return chinaDateTime(instant).slice(0, 10);
}
