import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { usingSandbox } from '../config/env';
import { endBoot } from '../ui/boot';
import { App } from './App';
import { startApp } from './start';
import './global.css';

async function main() {
  // The sandbox answers /rest/api/* in the dev server and the demo build. The one read of
  // import.meta.env outside config/: it must be inline so the production build drops the sandbox.
  if (import.meta.env.VITE_SANDBOX === 'true' && usingSandbox()) {
    const { startSandbox } = await import('../mocks/browser');
    await startSandbox();
    // The sandbox cashier stands in for a payment provider's page: it must run under the
    // sandbox's worker to reach it, so it is this page rendered in place of the app.
    if (/^\/sandbox\/cashier(\.html)?\/?$/.test(location.pathname)) {
      const { Cashier } = await import('../mocks/cashier');
      const root = document.getElementById('root');
      if (!root) throw new Error('#root is missing');
      endBoot();
      createRoot(root).render(
        <StrictMode>
          <Cashier />
        </StrictMode>,
      );
      return;
    }
  }
  const { history, store } = startApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container, {
    onUncaughtError: (error) => console.error(error instanceof Error ? error.message : error),
  }).render(
    <StrictMode>
      <App store={store} history={history} />
    </StrictMode>,
  );
}

void main();
