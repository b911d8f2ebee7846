import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import type { ActiveState } from './active/slice';
import { isAreaLoaded, loadedAreas, onAreaLoaded, type LazyArea } from './areas';
import type { AybState } from './ayb/slice';
import { commonSaga } from './common/saga';
import { commonSlice, type CommonState } from './common/slice';
import type { CustomizedV2State } from './customizedV2/slice';
import type { HealthState } from './health/slice';
import type { HomeState } from './home/slice';
import type { InsuredState } from './insured/slice';
import type { InsuredNewState } from './insuredNew/slice';
import { loginSaga } from './login/saga';
import { loginSlice, type LoginState } from './login/slice';
import type { MembersState } from './members/slice';
import type { PayState } from './pay/slice';
import type { PolicyState } from './policy/slice';
import type { PosterState } from './poster/slice';
import type { ProductState } from './product/slice';
import type { ProposalState } from './proposal/slice';
import { silentServices, type Services } from './services';

/**
 * The fifteen data areas of the spec. The store starts with what every screen needs (login,
 * common); every other area joins when the first screen that needs it loads (areas.ts), the
 * catalogue's too (with the home screen, or with start-up on its own addresses), so an area adds
 * nothing to the first visit of a screen that does not use it.
 */
export interface RootState {
  login: LoginState;
  common: CommonState;
  home: HomeState;
  customizedV2: CustomizedV2State;
  active: ActiveState;
  poster: PosterState;
  ayb: AybState;
  insured: InsuredState;
  insuredNew: InsuredNewState;
  members: MembersState;
  policy: PolicyState;
  product: ProductState;
  health: HealthState;
  pay: PayState;
  proposal: ProposalState;
}

const SHELL_AREAS = ['login', 'common'] as const;

// One reducer for every store: an area loaded once is part of it from then on.
const rootReducer = combineSlices(loginSlice, commonSlice).withLazyLoadedSlices<
  Partial<Omit<RootState, (typeof SHELL_AREAS)[number]>>
>();

function inject(area: LazyArea): void {
  if (area.reducer) rootReducer.inject({ reducerPath: area.name, reducer: area.reducer });
}

/** Marks the moment an area's reducer joined, so its state is there before any screen reads it. */
const AREA_LOADED = 'store/areaLoaded';

function* shellSaga() {
  yield all([fork(loginSaga), fork(commonSaga)]);
}

/**
 * A store with the shell's areas and every area loaded so far; areas loaded later join it as they
 * load. A test may preload any area whose module it has imported.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  services: Services = silentServices,
) {
  for (const name of Object.keys(preloadedState ?? {})) {
    if ((SHELL_AREAS as readonly string[]).includes(name) || isAreaLoaded(name)) continue;
    throw new Error(`makeStore: area ${name} is not loaded; import data/${name} first`);
  }
  for (const area of loadedAreas()) inject(area);
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    // The declared state is the whole of RootState: an area's state exists from the moment its
    // module is imported, and only screens that import an area read it.
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const tasks: Task[] = [sagaMiddleware.run(shellSaga)];
  const start = (area: LazyArea) => {
    if (area.saga) tasks.push(sagaMiddleware.run(area.saga));
  };
  loadedAreas().forEach(start);
  const unlisten = onAreaLoaded((area) => {
    inject(area);
    store.dispatch({ type: AREA_LOADED, payload: area.name });
    start(area);
  });
  stoppers.set(store, () => {
    unlisten();
    for (const task of tasks) task.cancel();
  });
  return store;
}

const stoppers = new WeakMap<object, () => void>();

/**
 * Stops a store: its sagas (a quote waiting out a burst, a poll, a call under way) and its
 * joining of areas loaded later. The app's store lives as long as the page; a test's ends with the
 * test, so that nothing it started reaches the next test (a trial's trailing quote was answered by
 * the next test's handlers once, in a shuffled run).
 */
export function stopStore(store: object): void {
  stoppers.get(store)?.();
  stoppers.delete(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
