import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { usingSandbox } from '../config/env';
import { endBoot } from '../ui/boot';
import { applyStoredElderMode } from '../ui/elder-mode';
import { watchLargeText } from '../ui/large-text';
import { App } from './App';
import { followMessagingAppFont } from './app-font';
import { noteField } from './field/early';
import { startApp, startHistory } from './start';
import './global.css';

async function main() {
  // 长辈模式 as this device left it, before anything renders; inside the messaging app it follows
  // the app's own font setting while the visitor has not chosen.
  applyStoredElderMode();
  followMessagingAppFont();
  // Words drawn large by the phone's or the app's text setting: boxes grow with them.
  watchLargeText();
  // The sandbox answers /rest/api/* in the dev server and the demo build. The one read of
  // import.meta.env outside config/: it must be inline so the production build drops the sandbox.
  const sandbox = import.meta.env.VITE_SANDBOX === 'true' && usingSandbox();
  // The sandbox cashier stands in for a payment provider's page: it must run under the sandbox's
  // worker to reach it, so it is this page rendered in place of the app.
  if (sandbox && /^\/sandbox\/cashier(\.html)?\/?$/.test(location.pathname)) {
    const { startSandbox } = await import('../mocks/browser');
    await startSandbox();
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
  // The app's history before the sandbox starts: the page a cashier came back to goes back over
  // it at once, not after a start of the sandbox that the page it goes back to makes again.
  const history = startHistory();
  if (sandbox) {
    const { startSandbox } = await import('../mocks/browser');
    await startSandbox();
  }
  const { store } = startApp(window, history);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container, {
    onUncaughtError: (error) => {
      console.error(error instanceof Error ? error.message : error);
      noteField({ kind: 'error', error, message: String(error), source: 'react' });
    },
  }).render(
    <StrictMode>
      <App store={store} history={history} />
    </StrictMode>,
  );
}

void main();
