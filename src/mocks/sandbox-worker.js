/*
 * The sandbox's service worker: msw's own (imported unchanged), told to leave alone every request
 * that is not the API's. msw's worker takes every request of the page it controls (each script,
 * style sheet and picture) and asks the page whether a handler wants it, before fetching it
 * itself: a round trip through the page for each of a screen's files. The sandbox answers only
 * same-origin /rest/api/* (src/mocks/browser.ts), so anything else goes to the network as it would
 * without a sandbox. This listener is added first, so it runs before msw's.
 */
/* global self, URL, importScripts */
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/rest/api/')) {
    event.stopImmediatePropagation();
  }
});

importScripts('/mockServiceWorker.js');
