/**
 * An entry drawn over a screen (a document read full screen, pages/_shared/DocumentOverlay.tsx)
 * names the screen's entry in its router state, under this key. Reached from any entry but that
 * screen's, by Forward after a finished step replaced the screen, say, it is stepped back over
 * (app/html-history.ts): the spent screen never comes back under it.
 */
export const OVER_KEY = 'over';

/** The router key of the screen an entry is drawn over, if it is such an entry. */
export function overOf(state: unknown): string | null {
  const over = (state as Record<string, unknown> | null)?.[OVER_KEY];
  return typeof over === 'string' ? over : null;
}
