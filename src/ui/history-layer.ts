import { useEffect, useRef } from 'react';
import { randomId } from '../lib/random';

/**
 * An open sheet or dialog is a history entry of its own (issue 23), so the phone's Back closes it
 * before it leaves the screen:
 * - opening one (after a tap) pushes an entry for the same address, the existing history state
 *   kept and the layer's mark added; the router's key is the same, so the app's history does not
 *   tell the router of the entry's coming or going (app/html-history.ts);
 * - Back pops that entry, and the layer closes (`onBack`);
 * - closing it otherwise (its 关闭, a choice made in it) pops the entry, so the number of entries
 *   is what it was before; a navigation asked for meanwhile waits for that pop (`afterLayersSettle`),
 *   or the pop would take the new entry;
 * - a page opened from an open layer (a document from the documents sheet, home from the retention
 *   sheet) takes the layer's entry (app/html-history.ts replaces it): Back from that page is the
 *   screen, without the layer.
 *
 * A layer shown without a tap (a notice on arrival) goes without: browsers skip, on Back, an entry
 * a page pushed without a user gesture, so the push would bring nothing but a stray entry.
 */

const MARK = '__layer';

interface Marker {
  name: string;
  id: string;
}

interface OpenLayer {
  marker: Marker;
  onBack: () => void;
  /** Its close was asked for: carried out at the end of the task, unless it is opened again. */
  closing: boolean;
}

/** The open layers, bottom first: the entries above the screen's own, in order. */
const stack: OpenLayer[] = [];
/** Settles once the pops asked of the browser so far have arrived. */
let popping: Promise<void> | null = null;
let listening = false;

function markerOf(state: unknown): Marker | null {
  if (!state || typeof state !== 'object') return null;
  const marker = (state as Record<string, unknown>)[MARK];
  if (!marker || typeof marker !== 'object') return null;
  const { name, id } = marker as Partial<Marker>;
  return typeof name === 'string' && typeof id === 'string' ? { name, id } : null;
}

/** The name of the layer the entry shown is for, if it is a layer's entry. */
export function layerOnEntry(): string | null {
  return markerOf(window.history.state)?.name ?? null;
}

/** Whether the entry shown is a layer's that no open layer owns (closed, or left by a reload). */
export function spentLayerOnEntry(): boolean {
  const here = markerOf(window.history.state);
  return !!here && !stack.some((layer) => layer.marker.id === here.id);
}

/** Back (or Forward) moved the visitor: the layers whose entries are no longer behind them close. */
function onPopState() {
  const here = markerOf(window.history.state);
  const keep = here ? stack.findIndex((layer) => layer.marker.id === here.id) + 1 : 0;
  for (const layer of stack.splice(keep).reverse()) layer.onBack();
}

/** Runs `then` once the entries of layers just closed have been popped (at once when none is). */
export function afterLayersSettle(then: () => void): void {
  if (popping) void popping.then(then);
  else then();
}

function waitFor(work: Promise<void>) {
  const all: Promise<void> = Promise.all([popping, work]).then(() => {
    if (popping === all) popping = null;
  });
  popping = all;
}

/** Goes back over `count` entries; settles on the browser's answer, or after a second without. */
function popEntries(count: number): Promise<void> {
  return new Promise((resolve) => {
    const arrived = () => {
      window.removeEventListener('popstate', arrived);
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(arrived, 1000);
    window.addEventListener('popstate', arrived);
    window.history.go(-count);
  });
}

function closeSoon(layer: OpenLayer) {
  layer.closing = true;
  // At the end of the task, so a layer opened again in it (React's StrictMode runs an effect, its
  // cleanup and the effect again) keeps its entry.
  waitFor(
    Promise.resolve().then(() => {
      const at = stack.indexOf(layer);
      if (!layer.closing || at === -1) return;
      const shown = markerOf(window.history.state)?.id === stack[stack.length - 1]!.marker.id;
      const count = stack.length - at;
      stack.splice(at);
      // A navigation took the entry's place: nothing to pop.
      if (shown) return popEntries(count);
    }),
  );
}

export interface Layer {
  /** Closes the layer (not by Back): pops its entry when it is the one shown. */
  close(): void;
}

/**
 * Opens a layer named `name`; `onBack` runs when Back closes it. A layer of that name whose close
 * is still to happen is opened again instead; an entry of a layer of that name that no open layer
 * owns (left by a reload, or Forward) is taken over instead of pushing another.
 */
export function openLayer(name: string, onBack: () => void): Layer {
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', onPopState);
  }
  let layer = stack.find((open) => open.closing && open.marker.name === name);
  if (layer) {
    layer.closing = false;
    layer.onBack = onBack;
  } else {
    const here = markerOf(window.history.state);
    const adopt = here?.name === name && !stack.some((open) => open.marker.id === here.id);
    const marker = adopt ? here : { name, id: randomId(8) };
    if (!adopt) {
      const state: unknown = window.history.state;
      const kept = state && typeof state === 'object' ? state : {};
      window.history.pushState({ ...kept, [MARK]: marker }, '');
    }
    layer = { marker, onBack, closing: false };
    stack.push(layer);
  }
  const opened = layer;
  return {
    close: () => {
      if (stack.includes(opened) && !opened.closing) closeSoon(opened);
    },
  };
}

/**
 * A layer for as long as `open` is true: opening pushes its entry, Back calls `onBack` (which
 * should make `open` false), and `open` turning false otherwise pops the entry. Without a name,
 * nothing is pushed (a layer shown on arrival).
 */
export function useHistoryLayer(name: string | null, open: boolean, onBack: () => void): void {
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  useEffect(() => {
    if (!open || !name) return;
    let gone = false;
    const layer = openLayer(name, () => {
      gone = true;
      back.current();
    });
    return () => {
      if (!gone) layer.close();
    };
  }, [name, open]);
}

/** For tests: forgets every open layer and pending pop. */
export function resetLayers(): void {
  stack.splice(0);
  popping = null;
}
