import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readLocal, removeLocal, writeLocal } from '../lib/storage';

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

/** At start-up, before the first render: the device's choice, if it made one. */
export function applyStoredElderMode(): void {
  show(readLocal(STORAGE_KEYS.elderMode) === 'on');
}

/** Switches elder mode on or off, remembers it on the device, and tells every screen. */
export function setElderMode(on: boolean): void {
  show(on);
  if (on) writeLocal(STORAGE_KEYS.elderMode, 'on');
  else removeLocal(STORAGE_KEYS.elderMode);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Elder mode as a screen sees it, re-rendering when it is switched. */
export function useElderMode(): boolean {
  return useSyncExternalStore(subscribe, elderModeOn, () => false);
}
