import { expect, test } from 'vitest';
import { routes } from '../../src/app/routes';
import {
  routeOfFile,
  routeShape,
  screenFileProblems,
  screenFiles,
  screenOf,
} from '../../src/app/screens';

const paths = routes.map((route) => route.path);

test('a page file names its URL: $id stands for :id, index for /', () => {
  expect(routeOfFile('../pages/Home.tsx')).toBe('/Home');
  expect(routeOfFile('../pages/index.tsx')).toBe('/');
  expect(routeOfFile('../pages/Active/Poster/$id.tsx')).toBe('/Active/Poster/:id');
  expect(routeOfFile('../pages/FollowOfficial/$id.tsx')).toBe('/FollowOfficial/:id');
  expect(routeOfFile('../pages/Active/Customized/$id/AuthBack.tsx')).toBe(
    '/Active/Customized/:id/AuthBack',
  );
  expect(routeShape('/Active/Customized/:id/AuthBack')).toBe(
    routeShape('/Active/Customized/:x/AuthBack'),
  );
});

test('every page file in src/pages serves exactly one route, and no route has two files', () => {
  expect(screenFiles.length).toBeGreaterThan(50);
  expect(screenFileProblems(screenFiles, paths)).toEqual([]);
});

test('a stray page file or a second file for one route is reported', () => {
  expect(
    screenFileProblems(
      [
        '../pages/Home.tsx',
        '../pages/Nowhere.tsx',
        '../pages/FollowOfficial/$id.tsx',
        '../pages/FollowOfficial/$orderId.tsx',
      ],
      paths,
    ),
  ).toEqual([
    { file: '../pages/Nowhere.tsx', problem: 'no route', route: '/Nowhere' },
    {
      file: '../pages/FollowOfficial/$orderId.tsx',
      problem: 'same route as another file',
      route: '/FollowOfficial/:orderId',
    },
  ]);
});

test('feature folders are not URLs', () => {
  expect(screenFiles.some((file) => /\/_/.test(file))).toBe(false);
});

test('the screens of the first issues are found; a route with no file has none', () => {
  for (const path of [
    '/',
    '/Home',
    '/Error',
    '/Test',
    '/doc/privacy',
    '/ProductNew/Pay/Payback',
    '/FollowOfficial/:id',
    '/BootPage',
    '/Active/Made/:id',
  ]) {
    expect(screenOf(path), path).toBeTypeOf('function');
  }
  // A module route has no file: the guard replaces it with its parent.
  expect(screenOf('/Active/Customized/:id/assets/common')).toBeUndefined();
});
