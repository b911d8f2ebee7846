import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readLocal, writeLocal } from '../lib/storage';

/**
 * 长辈模式 (elder mode, issue 25): larger type, tap targets and spacing, one column, no campaign
 * banners. One attribute on the root element switches the design tokens (global.css), so every
 * screen follows; the choice is remembered on this device (localStorage: a display preference,
 * nothing personal).
 */
export const ELDER_ATTRIBUTE = 'data-elder';

const listeners = new Set<() => void>();

function root(): HTMLElement {
  return document.documentElement;
}

/** Whether the page is in elder mode now. */
export function elderModeOn(): boolean {
  return root().hasAttribute(ELDER_ATTRIBUTE);
}

function show(on: boolean): void {
  if (on) root().setAttribute(ELDER_ATTRIBUTE, '');
  else root().removeAttribute(ELDER_ATTRIBUTE);
}

/** The visitor's own choice on this device, or null while they have made none. */
function choice(): 'on' | 'off' | null {
  const stored = readLocal(STORAGE_KEYS.elderMode);
  return stored === 'on' || stored === 'off' ? stored : null;
}

/** At start-up, before the first render: the device's choice, if it made one. */
export function applyStoredElderMode(): void {
  show(choice() === 'on');
}

function tell(): void {
  for (const listener of listeners) listener();
}

/**
 * Switches elder mode on or off, remembers the choice on the device (off too: it then outranks
 * the messaging app's large font), and tells every screen.
 */
export function setElderMode(on: boolean): void {
  show(on);
  writeLocal(STORAGE_KEYS.elderMode, on ? 'on' : 'off');
  tell();
}

/** From this font scale (per cent of the standard) on, the messaging app's font counts as large. */
export const LARGE_APP_FONT = 125;

/**
 * The messaging app's own font setting, as it tells the page (app/app-font.ts): a visitor who has
 * made no choice on this device gets elder mode while the app's font is large, and loses it when
 * the font goes back. Their own choice, either way, always wins.
 */
export function followAppFont(percent: number): void {
  if (choice() !== null || !Number.isFinite(percent)) return;
  show(percent >= LARGE_APP_FONT);
  tell();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Elder mode as a screen sees it, re-rendering when it is switched. */
export function useElderMode(): boolean {
  return useSyncExternalStore(subscribe, elderModeOn, () => false);
}
