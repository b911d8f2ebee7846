import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { RequestError } from '../../src/api/request';
import {
  noteField,
  resetFieldReports,
  startFieldReports,
  watchField,
} from '../../src/app/field/early';
import { personalDataIn } from '../../src/lib/personal';
import { receivedErrors } from '../../src/mocks/field';
import { server } from '../../src/mocks/node';

/*
 * The first visit's part and the real reporter together, on jsdom's window and the sandbox
 * (msw/node): jsdom has no sendBeacon, so each report leaves by fetch with keepalive, to the
 * sandbox's handler, as a browser without beacons would send it.
 */

const hidden = { value: false };
beforeEach(() => {
  hidden.value = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
    hidden.value ? 'hidden' : 'visible',
  );
});
afterEach(() => {
  resetFieldReports();
  vi.restoreAllMocks();
});

function hide() {
  hidden.value = true;
  document.dispatchEvent(new Event('visibilitychange'));
}

test('what went wrong before the reporter loaded is kept, and sent once it has', async () => {
  const posts: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') posts.push(new URL(request.url).pathname);
  });
  noteField({ kind: 'request', error: new RequestError('http', '/rest/api/orders', 502) });
  noteField({
    kind: 'error',
    error: new TypeError('boot failed for 13800138000'),
    message: '',
    source: 'window',
  });
  await startFieldReports(window);
  hide();
  await waitFor(() => expect(receivedErrors()).toHaveLength(2));
  expect(posts).toEqual(['/rest/api/field/errors']);
  const [newest, oldest] = receivedErrors();
  expect(oldest!.error).toMatchObject({
    kind: 'request',
    reason: 'http',
    status: 502,
    path: '/rest/api/orders',
  });
  expect(newest!.error).toMatchObject({ kind: 'error', message: 'boot failed for #' });
  expect(personalDataIn(JSON.stringify(receivedErrors()))).toEqual([]);
  server.events.removeAllListeners();
});

test('uncaught errors, unhandled rejections and failed chunks are heard from the start', async () => {
  watchField(window);
  window.dispatchEvent(
    new ErrorEvent('error', {
      error: new ReferenceError('onTap is not defined'),
      message: 'Uncaught ReferenceError: onTap is not defined',
    }),
  );
  window.dispatchEvent(
    Object.assign(new Event('unhandledrejection'), { reason: new Error('saga gave up') }),
  );
  window.dispatchEvent(
    Object.assign(new Event('vite:preloadError'), {
      payload: new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:3000/assets/Tabs-Ab12Cd34.js',
      ),
    }),
  );
  await startFieldReports(window);
  hide();
  await waitFor(() => expect(receivedErrors()).toHaveLength(3));
  expect(receivedErrors().map(({ error }) => error)).toEqual([
    expect.objectContaining({ kind: 'chunk', file: '/assets/Tabs-Ab12Cd34.js', reason: 'error' }),
    expect.objectContaining({ kind: 'rejection', name: 'Error', message: 'saga gave up' }),
    expect.objectContaining({
      kind: 'error',
      source: 'window',
      name: 'ReferenceError',
      message: 'onTap is not defined',
    }),
  ]);
  expect(receivedErrors()[0]).toMatchObject({
    device: 'desktop',
    wechat: false,
    view: expect.stringMatching(/^[a-z]{16}$/),
  });
});

const failure = (message: string) =>
  new ErrorEvent('error', { error: new TypeError(message), message: `TypeError: ${message}` });

test('what fails as the browser takes the page away is not reported; shown again, the page reports again', async () => {
  watchField(window);
  // WebKit cancels the page's loads as it leaves: its imports and requests fail then.
  window.dispatchEvent(new Event('beforeunload'));
  window.dispatchEvent(failure('Importing a module script failed.'));
  noteField({ kind: 'request', error: new RequestError('network', '/rest/api/wechat/js/config') });
  // The leaving was called off (or the page came back from the back-forward cache).
  window.dispatchEvent(new Event('pageshow'));
  window.dispatchEvent(failure('cannot read the plan'));
  await startFieldReports(window);
  hide();
  await waitFor(() => expect(receivedErrors()).toHaveLength(1));
  expect(receivedErrors()[0]!.error).toMatchObject({
    kind: 'error',
    message: 'cannot read the plan',
  });
});

test('a page still here 3 s after beforeunload (a tel: link, say) reports again', async () => {
  let now = 1000;
  vi.spyOn(window.performance, 'now').mockImplementation(() => now);
  watchField(window);
  window.dispatchEvent(new Event('beforeunload'));
  now += 2999;
  window.dispatchEvent(failure('cancelled as it left'));
  now += 2;
  window.dispatchEvent(failure('a real failure'));
  await startFieldReports(window);
  hide();
  await waitFor(() => expect(receivedErrors()).toHaveLength(1));
  expect(receivedErrors()[0]!.error).toMatchObject({ message: 'a real failure' });
});
