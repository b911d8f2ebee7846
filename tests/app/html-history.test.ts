import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createHtmlHistory, toDisplayPath, toRoutePath } from '../../src/app/html-history';
import { afterLayersSettle, openLayer, resetLayers } from '../../src/ui/history-layer';

describe('the .html rule', () => {
  test.each([
    ['/Home', '/Home.html'],
    ['/Home.html', '/Home.html'],
    ['/', '/'],
    ['/Active/Articles/', '/Active/Articles/'],
    ['/FollowOfficial/12', '/FollowOfficial/12.html'],
  ])('%s is shown as %s', (path, shown) => expect(toDisplayPath(path)).toBe(shown));

  test.each([
    ['/Home.html', '/Home'],
    ['/FollowOfficial/12.html', '/FollowOfficial/12'],
    ['/index.html', '/'],
    ['/Home', '/Home'],
  ])('%s matches routes as %s', (path, route) => expect(toRoutePath(path)).toBe(route));
});

describe('createHtmlHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('appends .html on entry, keeping the query and hash', () => {
    window.history.replaceState(null, '', '/Product?id=3&from=singlemessage#plans');
    const history = createHtmlHistory(window);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/Product.html?id=3&from=singlemessage#plans',
    );
    expect(history.location.pathname).toBe('/Product');
    expect(history.location.search).toBe('?id=3&from=singlemessage');
  });

  test('a reload of the .html URL resolves to the same route, with parameters free of .html', () => {
    window.history.replaceState(null, '', '/FollowOfficial/42.html');
    const history = createHtmlHistory(window);
    expect(history.location.pathname).toBe('/FollowOfficial/42');
  });

  test('push and replace write .html URLs; listeners see route paths', () => {
    const history = createHtmlHistory(window);
    const seen: string[] = [];
    const stop = history.listen(({ location }) => seen.push(location.pathname));
    history.push('/Product?id=1');
    expect(window.location.pathname + window.location.search).toBe('/Product.html?id=1');
    history.replace({ pathname: '/ProductGuide', search: '?id=9', hash: '#top' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/ProductGuide.html?id=9#top',
    );
    expect(seen).toEqual(['/Product', '/ProductGuide']);
    expect(history.createHref('/doc/privacy')).toBe('/doc/privacy.html');
    expect(history.createHref('/')).toBe('/');
    stop();
  });

  test('several listeners each hear every change, and one that stops hears no more', () => {
    const history = createHtmlHistory(window);
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = history.listen(({ location }) => first.push(location.pathname));
    const stopSecond = history.listen(({ location }) => second.push(location.pathname));
    history.push('/Product?id=1');
    stopFirst();
    history.push('/Home');
    expect(first).toEqual(['/Product']);
    expect(second).toEqual(['/Product', '/Home']);
    stopSecond();
    history.push('/Policy');
    expect(second).toEqual(['/Product', '/Home']);
  });
});

describe('a sheet’s entry left ahead of a finished step', () => {
  beforeEach(() => window.history.pushState(null, '', '/Members/register.html'));
  afterEach(() => resetLayers());

  const popped = () =>
    new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    );

  test('Forward onto it steps back over it: the screen that replaced the spent one stays, the router hears nothing', async () => {
    const history = createHtmlHistory(window);
    const seen: string[] = [];
    const stop = history.listen(({ location }) => seen.push(location.pathname));
    // A document opened and closed on the form: its entry is ahead now.
    const layer = openLayer('document', () => {});
    const closed = popped();
    layer.close();
    await closed;
    // Registered: the member centre takes the form's entry.
    history.replace('/Members/login');
    await new Promise<void>((resolve) => afterLayersSettle(resolve));
    expect(window.location.pathname).toBe('/Members/login.html');
    const length = window.history.length;

    const there = popped();
    const backAgain = new Promise<void>((resolve) => {
      let pops = 0;
      window.addEventListener('popstate', function count() {
        pops += 1;
        if (pops === 2) {
          window.removeEventListener('popstate', count);
          resolve();
        }
      });
    });
    window.history.forward();
    await there;
    await backAgain;
    expect(window.location.pathname).toBe('/Members/login.html');
    expect(seen).toEqual(['/Members/login']);
    expect(window.history.length).toBe(length);
    stop();
  });
});

describe('a document’s entry over a screen a finished step replaced', () => {
  beforeEach(() => window.history.pushState(null, '', '/Members/register.html'));

  const pops = (count: number) =>
    new Promise<void>((resolve) => {
      let seen = 0;
      window.addEventListener('popstate', function each() {
        seen += 1;
        if (seen === count) {
          window.removeEventListener('popstate', each);
          resolve();
        }
      });
    });

  test('Forward onto it from the screen that replaced its own steps back; from its own screen it opens', async () => {
    const history = createHtmlHistory(window);
    const seen: { path: string; doc: unknown }[] = [];
    const stop = history.listen(({ location }) =>
      seen.push({ path: location.pathname, doc: (location.state as { doc?: unknown })?.doc }),
    );
    // The document opened over the form (useDocuments), then Back.
    const form = history.location.key;
    history.push('/Members/register', { doc: 'privacy', over: form });
    let back = pops(1);
    window.history.back();
    await back;
    // Forward from its own screen: the document again.
    let forward = pops(1);
    window.history.forward();
    await forward;
    expect(seen.at(-1)).toEqual({ path: '/Members/register', doc: 'privacy' });
    back = pops(1);
    window.history.back();
    await back;

    // Registered: the member centre takes the form's entry; Forward steps back over the document.
    history.replace('/Members/login');
    await new Promise<void>((resolve) => afterLayersSettle(resolve));
    const told = seen.length;
    forward = pops(2);
    window.history.forward();
    await forward;
    expect(window.location.pathname).toBe('/Members/login.html');
    expect(seen.slice(told)).toEqual([]);
    stop();
  });
});
