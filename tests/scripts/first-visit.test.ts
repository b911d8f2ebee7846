import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { breaches, budgetsFrom, MARGIN } from '../../scripts/budgets.mjs';
import { gzipSize, measureFirstVisits } from '../../scripts/first-visit.mjs';

/**
 * A made-up checkout and its build: three routes (the catalogue with its lazy banner, a product
 * with a lazily loaded picker, and a route with no page file), each file of a known size.
 */
let root: string;
let dist: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** Text that gzip cannot shrink much, so the sizes differ by file. */
const noise = (seed: number, length: number) => {
  let x = seed;
  let out = '';
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += x.toString(36);
  }
  return out.slice(0, length);
};
const FILES: Record<string, string> = {
  'assets/index.js': noise(1, 4000),
  'assets/shell.js': noise(2, 8000),
  'assets/screens-Home.js': noise(3, 300),
  'assets/screens-ProductNew.js': noise(4, 300),
  'assets/Home.js': noise(5, 2000),
  'assets/Banners.js': noise(6, 1500),
  'assets/ProductNew.js': noise(7, 3000),
  'assets/Picker.js': noise(8, 6000),
  'assets/shell.css': noise(9, 700),
  'assets/ProductNew.css': noise(10, 500),
};
const size = (...files: string[]) =>
  files.reduce((sum, file) => sum + gzipSize(Buffer.from(FILES[file]!)), 0);

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'first-visit-'));
  dist = path.join(root, 'dist');
  write(
    path.join(root, 'src/app/routes.ts'),
    [
      "  page('/Home', '首页'),",
      "  page('/ProductNew', '产品详情'),",
      "  part('/Gone', '无'),",
    ].join('\n'),
  );
  write(path.join(root, 'src/pages/Home.tsx'), '');
  write(path.join(root, 'src/pages/ProductNew.tsx'), '');
  for (const [file, text] of Object.entries(FILES)) write(path.join(dist, file), text);
  write(path.join(dist, 'index.html'), '<!doctype html><title>精选保险</title>');
  write(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
      'virtual:screen-group/Home': {
        file: 'assets/screens-Home.js',
        imports: ['_shell.js'],
        dynamicImports: ['src/pages/Home.tsx'],
      },
      'virtual:screen-group/ProductNew': {
        file: 'assets/screens-ProductNew.js',
        imports: ['_shell.js'],
        dynamicImports: ['src/pages/ProductNew.tsx'],
      },
      'src/pages/Home.tsx': {
        file: 'assets/Home.js',
        imports: ['_shell.js'],
        dynamicImports: ['src/pages/_home/Banners.tsx'],
      },
      'src/pages/_home/Banners.tsx': { file: 'assets/Banners.js', imports: ['_shell.js'] },
      'src/pages/ProductNew.tsx': {
        file: 'assets/ProductNew.js',
        imports: ['_shell.js'],
        dynamicImports: ['src/ui/Picker.tsx'],
        css: ['assets/ProductNew.css'],
      },
      'src/ui/Picker.tsx': { file: 'assets/Picker.js', imports: ['_shell.js'] },
    }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('measureFirstVisits', () => {
  it('counts the entry, the route’s part of the screen map and the page, not what loads later', () => {
    const product = measureFirstVisits(dist, root).routes.find(
      (route) => route.path === '/ProductNew',
    )!;
    expect(product.js).toBe(
      size(
        'assets/index.js',
        'assets/shell.js',
        'assets/screens-ProductNew.js',
        'assets/ProductNew.js',
      ),
    );
    expect(product.jsFiles).not.toContain('assets/Picker.js');
    expect(product.css).toBe(size('assets/shell.css', 'assets/ProductNew.css'));
  });

  it('counts the catalogue’s lazy banner, which index.html preloads on every visit of it', () => {
    const home = measureFirstVisits(dist, root).routes.find((route) => route.path === '/Home')!;
    expect(home.jsFiles).toContain('assets/Banners.js');
    expect(home.js).toBe(
      size(
        'assets/index.js',
        'assets/shell.js',
        'assets/screens-Home.js',
        'assets/Home.js',
        'assets/Banners.js',
      ),
    );
  });

  it('a route without a page file is the shell alone', () => {
    const gone = measureFirstVisits(dist, root).routes.find((route) => route.path === '/Gone')!;
    expect(gone.screen).toBeNull();
    expect(gone.js).toBe(size('assets/index.js', 'assets/shell.js'));
  });
});

describe('budgets', () => {
  it('are each route’s figures plus the margin, and a build within them has no breach', () => {
    const budgets = budgetsFrom(dist, root);
    expect(Object.keys(budgets.routes)).toEqual(['/Home', '/ProductNew']);
    const product = measureFirstVisits(dist, root).routes.find(
      (route) => route.path === '/ProductNew',
    )!;
    expect(budgets.routes['/ProductNew']).toEqual({
      js: product.js + MARGIN,
      css: product.css + MARGIN,
    });
    expect(breaches(dist, root, budgets)).toEqual([]);
  });

  it('a route over its JS or CSS budget is a breach that names the route and both figures', () => {
    const budgets = budgetsFrom(dist, root);
    const home = budgets.routes['/Home']!;
    budgets.routes['/Home'] = { js: home.js - MARGIN - 1, css: home.css };
    budgets.routes['/ProductNew']!.css -= MARGIN + 10;
    const found = breaches(dist, root, budgets);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^\/Home: first-visit JS \d+ B \(gzip\) is over its budget of \d+ B by 1 B$/,
    );
    expect(found[1]).toMatch(/^\/ProductNew: first-visit CSS .* by 10 B$/);
  });

  it('a route with no budget is a breach', () => {
    const budgets = budgetsFrom(dist, root);
    delete budgets.routes['/ProductNew'];
    expect(breaches(dist, root, budgets)).toEqual([
      '/ProductNew: no budget (node scripts/budgets.mjs --write, and say why)',
    ]);
  });
});
