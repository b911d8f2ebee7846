import { Provider } from 'react-redux';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { AppStore } from '../data/store';
import NotFound from '../pages/_shell/NotFound';
import { Guard } from './Guard';
import type { createHtmlHistory } from './html-history';
import { lazyScreen } from './lazy-screen';
import { Layout } from './Layout';
import { routes } from './routes';
import { screenOf } from './screens';

// Made once, so each screen keeps one lazy component (and one chunk) for the app's life.
const guarded = routes.map((entry) => ({
  entry,
  screen: lazyScreen(entry.path, screenOf(entry.path)),
}));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {guarded.map(({ entry, screen }) => (
          <Route
            key={entry.path}
            path={entry.path}
            element={<Guard entry={entry} screen={screen} />}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function App({
  store,
  history,
}: {
  store: AppStore;
  history: ReturnType<typeof createHtmlHistory>;
}) {
  return (
    <Provider store={store}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </Provider>
  );
}
