import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { isHomePath, moduleParent, moduleTarget, titleOf } from '../../src/app/route-utils';
import { BRAND, routes, SITE_ROUTES } from '../../src/app/routes';

interface SpecRoute {
  path: string;
  title: string | null;
  kind: string;
  auth: boolean;
}

const spec = JSON.parse(
  readFileSync(resolve(process.cwd(), '../shared/spec/routes.json'), 'utf8'),
) as {
  routes: SpecRoute[];
};

test('the route table covers every route of routes.json with its title, kind and auth flag', () => {
  // Beyond the spec's, only the site's own routes, each named once.
  const extra = routes
    .filter((r) => !spec.routes.some((s) => s.path === r.path))
    .map((r) => r.path);
  expect(extra).toEqual([...SITE_ROUTES]);
  expect(routes).toHaveLength(spec.routes.length + SITE_ROUTES.length);
  for (const route of spec.routes) {
    const entry = routes.find((r) => r.path === route.path);
    expect(entry, route.path).toBeDefined();
    expect(entry!.title === BRAND ? '{brand}' : entry!.title).toBe(route.title);
    expect(entry!.kind).toBe(route.kind);
    expect(entry!.auth).toBe(route.auth);
  }
});

test('titles: null is the default title, {brand} the configured brand name', () => {
  expect(titleOf({ title: null })).toBe('精选保险');
  expect(titleOf({ title: BRAND })).toBe('精选保险');
  expect(titleOf({ title: '首页' })).toBe('首页');
});

test('module routes resolve to their parent screen', () => {
  expect(moduleParent('/ProductNew/assets/Products')).toBe('/ProductNew');
  expect(moduleParent('/Active/Poster/:id/assets/js/statistics')).toBe('/Active/Poster/:id');
  expect(moduleParent('/Proposal/utils/commonData')).toBe('/Proposal');
  expect(moduleTarget('/Active/Customized/:id/assets/md5Price', { id: '7' }, '?a=1', '#x')).toBe(
    '/Active/Customized/7?a=1#x',
  );
});

test('home paths in every spelling', () => {
  for (const path of ['/', '/Home', '/home', '/Home.html', '/home.html', '/Home/']) {
    expect(isHomePath(path), path).toBe(true);
  }
  expect(isHomePath('/Homes')).toBe(false);
  expect(isHomePath('/Product')).toBe(false);
});

test('a shared plan\u2019s summary is open to anyone: no sign-in asked', () => {
  const shared = routes.find((r) => r.path === '/Proposal/Shared');
  expect(shared).toMatchObject({ kind: 'page', auth: false, title: '好友分享的计划书' });
});
