import { expect, test } from 'vitest';
import { routes } from '../../src/app/routes';
import {
  routeOfFile,
  routeShape,
  allScreenFiles,
  groupOf,
  screenFileOf,
  screenFileProblems,
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

test('every page file in src/pages serves exactly one route, and no route has two files', async () => {
  const screenFiles = await allScreenFiles();
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

test('feature folders are not URLs', async () => {
  expect((await allScreenFiles()).some((file) => /\/_/.test(file))).toBe(false);
});

test('the screens of the first issues are found; a route with no file has none', async () => {
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
    expect(await screenFileOf(path), path).toBe(
      `/src/pages${path === '/' ? '/index' : path.replace(/:/g, '$')}.tsx`,
    );
  }
  // A module route has no file: the guard replaces it with its parent.
  expect(await screenFileOf('/Active/Customized/:id/assets/common')).toBeUndefined();
  expect(await screenFileOf('/Nowhere/at/all')).toBeUndefined();
});

test("a route's screen is its page file's module, and the not-found screen without one", async () => {
  const home = await screenOf('/Home')();
  expect(home.default).toBe((await import('../../src/pages/_home/HomeScreen')).default);
  const missing = await screenOf('/Active/Customized/:id/assets/common')();
  expect(missing.default).toBe((await import('../../src/pages/_shell/NotFound')).default);
});

test('the screen map is cut by the first segment (the campaigns’ by the second too), so a visit loads its own part only', async () => {
  expect(groupOf('/')).toBe('index');
  expect(groupOf('/Home')).toBe('home');
  expect(groupOf('/ProductNew/trail')).toBe('productnew');
  expect(groupOf('/Active/Poster/:id')).toBe('active/poster');
  expect(groupOf('/Active/MadeSpecial/:id/Form/result')).toBe('active/madespecial');
  expect(groupOf('/Active/shortvideo')).toBe('active/shortvideo');
  // Each file is found in its own group, and in no other.
  const files = await allScreenFiles();
  expect(new Set(files).size).toBe(files.length);
  for (const file of files) {
    const [first = '', second = ''] = file
      .replace(/^\/src\/pages\//, '')
      .replace(/\.tsx$/, '')
      .toLowerCase()
      .split('/');
    expect(groupOf(routeOfFile(file)), file).toBe(first === 'active' ? `active/${second}` : first);
  }
});
