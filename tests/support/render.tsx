import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import type { ExternalOptions, Services } from '../../src/data/services';
import { makeStore, stopStore, type RootState } from '../../src/data/store';
import { whenTestEnds } from './test-end';

type Notify = (message: string, durationMs?: number) => void;

export type FakeServices = ReturnType<typeof fakeServices>;

export function fakeServices() {
  return {
    feedback: {
      toast: vi.fn<Notify>(),
      info: vi.fn<Notify>(),
      fail: vi.fn<Notify>(),
      success: vi.fn<Notify>(),
    },
    openExternal: vi.fn<(url: string, options?: ExternalOptions) => void>(),
    navigate: vi.fn<(path: string, options?: { replace?: boolean }) => void>(),
  } satisfies Services;
}

/** Shows the router's current location so tests can assert on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{location.pathname + location.search + location.hash}</output>
  );
}

type Navigate = ReturnType<typeof useNavigate>;

/** Hands the router's navigate to a test, for back and forward. */
function NavigateProbe({ expose }: { expose: (navigate: Navigate) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    expose(navigate);
  }, [expose, navigate]);
  return null;
}

interface Options {
  route?: string;
  /** Earlier history entries, before `route`. */
  history?: string[];
  preloadedState?: Partial<RootState>;
  services?: FakeServices;
}

/** Renders the real route table (guard included) at `route`, with a real store and saga. */
export function renderApp({
  route = '/',
  history = [],
  preloadedState,
  services = fakeServices(),
}: Options = {}) {
  const store = makeStore(preloadedState, services);
  whenTestEnds(() => stopStore(store));
  const nav: { navigate?: Navigate } = {};
  // Sagas that move the visitor (after a login) move this router.
  if (vi.isMockFunction(services.navigate)) {
    vi.mocked(services.navigate).mockImplementation(
      (path: string, options?: { replace?: boolean }) => void nav.navigate?.(path, options),
    );
  }
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[...history, route]} initialIndex={history.length}>
        <AppRoutes />
        <LocationProbe />
        <NavigateProbe expose={(navigate) => (nav.navigate = navigate)} />
      </MemoryRouter>
    </Provider>,
  );
  const navigate = ((...args: Parameters<Navigate>) => nav.navigate!(...args)) as Navigate;
  return { ...view, store, services, navigate };
}

/** Renders one screen at `path` (pattern) and `route` (URL) with a real store. */
export function renderScreen(
  element: ReactElement,
  {
    route = '/',
    path = '*',
    preloadedState,
    services = fakeServices(),
  }: Options & { path?: string } = {},
) {
  const store = makeStore(preloadedState, services);
  whenTestEnds(() => stopStore(store));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, services };
}
