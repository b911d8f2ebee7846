import { UNSAFE_createBrowserHistory, type To } from 'react-router-dom';
import { afterLayersSettle, layerOnEntry, spentLayerOnEntry } from '../ui/history-layer';
import { overOf } from '../ui/over-entry';
import { noteTraversal } from '../ui/traversal';
import { noteLeaving } from './scroll-memory';

/**
 * The `.html` rule (spec section 2): the address bar shows `/Product.html?id=3`, while the routes
 * match `/Product` so that no route parameter ever contains `.html`. Query and hash are kept.
 */
export function toDisplayPath(pathname: string): string {
  if (pathname === '' || pathname.endsWith('/') || pathname.endsWith('.html')) return pathname;
  return `${pathname}.html`;
}

export function toRoutePath(pathname: string): string {
  if (pathname === '/index.html') return '/';
  return pathname.endsWith('.html') ? pathname.slice(0, -'.html'.length) : pathname;
}

function withHtml(to: To): To {
  if (typeof to === 'string') {
    const end = to.search(/[?#]/);
    const path = end === -1 ? to : to.slice(0, end);
    const rest = end === -1 ? '' : to.slice(end);
    return path ? toDisplayPath(path) + rest : to;
  }
  return to.pathname ? { ...to, pathname: toDisplayPath(to.pathname) } : to;
}

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

function loadedFromHistory(win: Window): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

export function createHtmlHistory(win: Window = window): BrowserHistory {
  // v5Compat: the HistoryRouter only hears push and replace through the listener.
  const base = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  const strip = <L extends { pathname: string }>(location: L): L => ({
    ...location,
    pathname: toRoutePath(location.pathname),
  });

  noteTraversal(loadedFromHistory(win));

  const { pathname, search, hash } = win.location;
  const display = toDisplayPath(pathname);
  if (display !== pathname) {
    win.history.replaceState(win.history.state, '', display + search + hash);
  }

  type Listener = Parameters<BrowserHistory['listen']>[0];
  const listeners = new Set<Listener>();
  let unlisten: (() => void) | null = null;

  return {
    get action() {
      return base.action;
    },
    get location() {
      return strip(base.location);
    },
    createHref: (to) => base.createHref(withHtml(to)),
    createURL: (to) => base.createURL(withHtml(to)),
    encodeLocation: (to) => base.encodeLocation(to),
    // A sheet or dialog closing pops its history entry first (ui/history-layer): a navigation made
    // meanwhile waits for that pop, or the pop would take the new entry. A page opened from an open
    // layer takes the layer's entry, so Back from it returns to the screen without the layer.
    push: (to, state) =>
      afterLayersSettle(() => {
        if (layerOnEntry()) base.replace(withHtml(to), state);
        else base.push(withHtml(to), state);
      }),
    replace: (to, state) => afterLayersSettle(() => base.replace(withHtml(to), state)),
    go: (delta) => afterLayersSettle(() => base.go(delta)),
    // The router's history takes one listener; start-up listens too (app/start.ts), so the
    // updates fan out from here.
    listen(listener) {
      listeners.add(listener);
      if (!unlisten) {
        let shown = base.location.key;
        unlisten = base.listen((update) => {
          // Back or Forward between a screen's entry and its sheet's (ui/history-layer): the same
          // location, so no navigation for the router (the layer hears the pop itself).
          if (update.action === 'POP' && update.location.key === shown) return;
          // Forward onto the entry of a sheet closed on a screen that a finished step replaced
          // since (a document read on 手机号注册, then registered): the spent screen would come back
          // under it. Only Forward reaches such an entry (a screen opened from an open layer takes
          // its entry), so it is stepped back over and the screen stays as it is.
          if (update.action === 'POP' && spentLayerOnEntry()) {
            win.history.go(-1);
            return;
          }
          // The same for an entry drawn over a screen (a document, ui/over-entry) reached from
          // elsewhere than that screen: Forward once the screen was replaced, or Back from a page
          // opened from the document (which, like a layer's, returns to the screen without it).
          const over = overOf(update.location.state);
          if (update.action === 'POP' && over !== null && over !== shown) {
            win.history.go(-1);
            return;
          }
          shown = update.location.key;
          // Before the next screen is drawn: where the visitor was on the page left (scroll-memory).
          noteLeaving();
          noteTraversal(update.action === 'POP');
          const stripped = { ...update, location: strip(update.location) };
          for (const each of [...listeners]) each(stripped);
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unlisten) {
          unlisten();
          unlisten = null;
        }
      };
    },
  };
}
