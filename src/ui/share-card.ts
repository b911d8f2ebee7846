import { useEffect } from 'react';
import type { ShareCardInput } from '../lib/share';

export type { ShareCardInput };

/**
 * The share card the screen on show declares. One at a time: the screen's hook sets it while the
 * screen is up and takes it back when it goes; the shell (app/Layout) applies it inside the
 * messaging app once the JS-SDK is ready, and the site's default card when no screen gives one.
 */
let declared: ShareCardInput | null = null;
const listeners = new Set<() => void>();

export function declaredShareCard(): ShareCardInput | null {
  return declared;
}

/** Hears every change of the declared card; returns the way to stop hearing. */
export function onShareCardChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function declare(card: ShareCardInput | null): void {
  declared = card;
  for (const listener of listeners) listener();
}

/**
 * Declares this screen's share card (null while its data is loading: the default card stays).
 * The link is an in-site path from `paths`; the shell makes it absolute and strips anything
 * personal from it.
 */
export function useShareCard(card: ShareCardInput | null): void {
  // Compared by value: screens build the card inline on every render.
  const key = card ? JSON.stringify(card) : '';
  useEffect(() => {
    if (!key) return;
    const mine = JSON.parse(key) as ShareCardInput;
    declare(mine);
    return () => {
      if (declared !== null && JSON.stringify(declared) === key) declare(null);
    };
  }, [key]);
}
