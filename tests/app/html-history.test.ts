import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createHtmlHistory, toDisplayPath, toRoutePath } from '../../src/app/html-history';

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
