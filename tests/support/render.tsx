import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import type { Services } from '../../src/data/services';
import { makeStore, type RootState } from '../../src/data/store';

type Notify = (message: string, durationMs?: number) => void;

export function fakeServices() {
  return {
    feedback: {
      toast: vi.fn<Notify>(),
      info: vi.fn<Notify>(),
      fail: vi.fn<Notify>(),
      success: vi.fn<Notify>(),
    },
    openExternal: vi.fn<(url: string) => void>(),
  } satisfies Services;
}

/** Shows the router's current location so tests can assert on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{location.pathname + location.search + location.hash}</output>
  );
}

interface Options {
  route?: string;
  preloadedState?: Partial<RootState>;
  services?: Services;
}

/** Renders the real route table (guard included) at `route`, with a real store and saga. */
export function renderApp({
  route = '/',
  preloadedState,
  services = fakeServices(),
}: Options = {}) {
  const store = makeStore(preloadedState, services);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, services };
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
