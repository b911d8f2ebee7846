import { vi } from 'vitest';

/**
 * A ResizeObserver the test drives (jsdom has none): it keeps the callback of the last one made,
 * and the returned function calls it, as if the observed element had changed size. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver(): () => void {
  let resized: (() => void) | null = null;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => resized?.();
}
