/**
 * The document an entry shows full screen over its screen (its key in the router's state: see
 * useDocuments, DocumentOverlay.tsx), if any. A module of its own so that a screen's history rules
 * can tell such an entry without loading the overlay.
 */
export function documentOf(state: unknown): string | null {
  const doc = (state as { doc?: unknown } | null)?.doc;
  return typeof doc === 'string' ? doc : null;
}
