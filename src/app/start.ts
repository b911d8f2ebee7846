import { preloadTransport, registerRequestHooks } from '../api/request';
import { paths, pathOf } from '../config/paths';
import { makeStore, type AppStore } from '../data/store';
import { applyRootFontSize } from '../lib/root-font-size';
import { safeExternalUrl } from '../lib/url';
import { feedback, toast } from '../ui/feedback';
import { createHtmlHistory } from './html-history';
import { installJourneyHistory, recordDeparture } from '../pages/_shared/journey-history';
import { entryFor, isHomePath, journeyStepOf } from './route-utils';
import { device } from './device';
import { commonActions } from '../data/common/slice';
import { loginActions } from '../data/login/slice';
import { clearTokens, userToken } from '../api/token';
import { scheduleStatistics } from './statistics';
import { noteField, watchField } from './field/early';

/** Root font size = viewport width / 7.5 (clamped), kept in step with the viewport. */
export function watchRootFontSize(win: Window = window): void {
  const apply = () => applyRootFontSize(win.document, win.innerWidth);
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
}

/** The global framework error handler of spec section 8 only logs the message. */
export function logGlobalErrors(win: Window = window): void {
  win.addEventListener('error', (event) => console.error(event.message));
  win.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    console.error(reason instanceof Error ? reason.message : String(reason));
  });
}

/**
 * On the catalogue, ask for its data while the home screen's code is still loading: the
 * categories, then the chosen category's first page. The screen finds them under way and does not
 * ask again. The catalogue's area loads for it here (index.html preloads it with the screen), so
 * no other screen's first visit carries it. Settles once the categories have been asked for.
 */
export async function prefetchCatalogue(store: AppStore, win: Window = window): Promise<void> {
  if (!isHomePath(win.location.pathname)) return;
  const { chooseCategory, homeActions } = await import('../data/home');
  store.dispatch(homeActions.categoriesRequested());
  const stop = store.subscribe(() => {
    const { home } = store.getState();
    if (home.categoriesStatus === 'loading') return;
    stop();
    const wanted = new URLSearchParams(win.location.search).get('category');
    const categoryId = chooseCategory(home.queryCategoryList, wanted);
    if (categoryId !== null && home.productsStatus === 'idle') {
      store.dispatch(homeActions.productsRequested({ categoryId, page: 1 }));
    }
  });
}

/**
 * The app's history (the `.html` rule), with every entry it makes marked for the journeys' Back
 * rules (pages/_shared/journey-history.ts). First thing, before the sandbox starts (main.tsx): the
 * page a payment provider's cashier came back to goes back over the cashier at once.
 */
export function startHistory(win: Window = window) {
  const history = createHtmlHistory(win);
  installJourneyHistory(history, journeyStepOf, win);
  return history;
}

/** Wires the layers together: the store's services, the request helper's hooks, the history. */
export function startApp(win: Window = window, history = startHistory(win)) {
  watchRootFontSize(win);
  logGlobalErrors(win);
  watchField(win);
  scheduleStatistics(win);

  const store = makeStore(undefined, {
    feedback,
    openExternal(url, options) {
      const safe = safeExternalUrl(url);
      if (!safe) return;
      // A page that comes back (in this entry's place, or to a path of the site) is a departure
      // the journeys' history rules follow.
      if (options?.replace || options?.returnsTo) {
        recordDeparture({ replace: options.replace, returnsTo: options.returnsTo });
      }
      if (options?.replace) win.location.replace(safe);
      else win.location.assign(safe);
    },
    navigate(path, options) {
      if (options?.replace) history.replace(path);
      else history.push(path);
    },
  });
  registerRequestHooks({
    // Already home: stay, so a failing catalogue shows its error state instead of looping.
    redirect(path) {
      if (!isHomePath(win.location.pathname)) history.replace(path);
    },
    notice: (message) => toast.fail(message),
    // A token the server no longer accepts is dropped. In the middle of a flow (an auth route) the
    // visitor signs in again and comes back here; what they typed is in the screen's draft.
    // The token may be gone already (the start-up lookup answered 2000 first): the visitor still
    // signs in.
    unauthorized() {
      if (userToken()) {
        clearTokens();
        store.dispatch(loginActions.tokenCleared());
        store.dispatch(commonActions.userInfoCleared());
      }
      if (entryFor(history.location.pathname)?.auth)
        history.replace(paths.signIn(pathOf(history.location), device.wechat));
    },
    raised: (error) => noteField({ kind: 'request', error }, win),
  });
  // A stored token (the login area starts with it): ask whom it belongs to (2000 clears it).
  if (userToken()) store.dispatch(commonActions.currentUserRequested());
  // A failed load of the catalogue's area leaves the asking to the home screen, which loads it too.
  prefetchCatalogue(store, win).catch(() => {});
  // A screen whose first data index.html did not ask for (it does for the catalogue, a product
  // and the campaign landings) needs axios for its first call: it loads alongside the screen's
  // code. After the first navigation, the same for every next screen.
  if (!isHomePath(win.location.pathname) && !win.__earlyApi) preloadTransport();
  const stop = history.listen(() => {
    stop();
    preloadTransport();
  });
  return { history, store };
}
