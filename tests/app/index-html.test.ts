import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { shipInlineScripts } from '../../scripts/inline-scripts.mjs';
import { COPY } from '../../src/config/copy';

// Whitespace around tags is the formatter's business, not the page's.
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8')
  .replace(/>\s+/g, '>')
  .replace(/\s+</g, '<');

test('the boot skeleton paints the same brand header as the app, before any JS', () => {
  for (const text of [COPY.defaultTitle, COPY.home.slogan, ...COPY.home.trust]) {
    expect(html).toContain(`>${text}<`);
  }
});

test('the root font size is set inline before the first paint, with the spec rule', () => {
  expect(html).toMatch(/Math\.min\(750, Math\.max\(320,[^)]*\)\)/);
  expect(html).toContain('w / 7.5');
});

test('a deep link first paints a neutral skeleton, the home screen its own', () => {
  const source = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const rule = /if \(!(\/.*\/i)\.test\(location\.pathname\)\)/.exec(source)?.[1];
  expect(rule).toBeDefined();
  const home = new Function(`return ${rule}`)() as RegExp;
  for (const path of ['/', '/index.html', '/Home', '/Home.html', '/home', '/Home/']) {
    expect(home.test(path), path).toBe(true);
  }
  for (const path of ['/ProductNew.html', '/ProductNew/trail.html', '/Pay/Payback', '/Homes']) {
    expect(home.test(path), path).toBe(false);
  }
  expect(source).toMatch(/\.boot-deep \.boot-home \{\s*display: none;/);
  expect(source).toMatch(/\.boot-deep \.boot-page \{\s*display: block;/);
});

test('the boot skeleton keeps the home banner’s place at the home screen’s size', () => {
  const source = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const home = readFileSync(resolve(process.cwd(), 'src/pages/_home/Home.module.css'), 'utf8');
  const slot = /\.bannerSlot \{[^}]*?height: ([\d.]+rem);/.exec(home)?.[1];
  expect(slot).toBeDefined();
  expect(source).toMatch(
    new RegExp(`\\.boot-banner \\{[^}]*?height: ${slot!.replace('.', '\\.')};`),
  );
  // Its band sits between the brand header and the category tabs, in both.
  expect(html.indexOf('class="boot-banner"')).toBeGreaterThan(html.indexOf('class="boot-hero"'));
  expect(html.indexOf('class="boot-banner"')).toBeLessThan(html.indexOf('class="boot-tabs"'));
});

test('the first script preloads the screen map of the URL’s part of the site, and only that', () => {
  // As the build ships it (minified).
  const source = shipInlineScripts(readFileSync(resolve(process.cwd(), 'index.html'), 'utf8'));
  const first = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .find((body) => body.includes('screen-groups'));
  expect(first).toBeDefined();
  const meta = document.createElement('meta');
  meta.name = 'screen-groups';
  meta.content =
    'index=/assets/screens-index-a.js home=/assets/screens-Home-b.js ' +
    'productnew=/assets/screens-ProductNew-c.js product=/assets/screens-Product-d.js';
  document.head.append(meta);
  const preloaded = (path: string) => {
    window.history.replaceState(null, '', path);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    new Function(first!)();
    return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  };
  try {
    expect(preloaded('/')).toEqual(['/assets/screens-index-a.js']);
    expect(preloaded('/home.html')).toEqual(['/assets/screens-Home-b.js']);
    expect(preloaded('/ProductNew.html?id=101')).toEqual(['/assets/screens-ProductNew-c.js']);
    expect(preloaded('/ProductNew/trail.html')).toEqual(['/assets/screens-ProductNew-c.js']);
    expect(preloaded('/Product/abc')).toEqual(['/assets/screens-Product-d.js']);
    expect(preloaded('/Nowhere')).toEqual([]);
  } finally {
    meta.remove();
    document.documentElement.className = '';
    window.history.replaceState(null, '', '/');
  }
});

test('a product’s detail link first paints its header’s shape, the trial and other deep links do not', () => {
  // As the build ships it (minified).
  const source = shipInlineScripts(readFileSync(resolve(process.cwd(), 'index.html'), 'utf8'));
  const first = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .find((body) => body.includes('boot-product'));
  expect(first).toBeDefined();
  const classOf = (path: string) => {
    window.history.replaceState(null, '', path);
    document.documentElement.className = '';
    new Function(first!)();
    return document.documentElement.className;
  };
  try {
    for (const path of ['/ProductNew.html?id=101', '/Product?id=3', '/productansheng.html']) {
      expect(classOf(path), path).toBe('boot-deep boot-product');
    }
    for (const path of ['/ProductNew/trail.html?id=101', '/ProductNew/Insured', '/Policy']) {
      expect(classOf(path), path).toBe('boot-deep');
    }
    expect(classOf('/Home')).toBe('');
  } finally {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    document.documentElement.className = '';
    window.history.replaceState(null, '', '/');
  }
  expect(source).toMatch(/\.boot-product \.boot-head \{\s*display: flex;/);
});

test('the boot product header has the detail header’s geometry and its loading header’s, so the picture does not move', () => {
  const source = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const detail = readFileSync(
    resolve(process.cwd(), 'src/pages/_product/Detail.module.css'),
    'utf8',
  );
  const skeleton = readFileSync(
    resolve(process.cwd(), 'src/ui/PageSkeleton/PageSkeleton.module.css'),
    'utf8',
  );
  const tokens = readFileSync(resolve(process.cwd(), 'src/app/global.css'), 'utf8');
  const token = (name: string) => new RegExp(`--${name}: ([^;]+);`).exec(tokens)?.[1];
  const resolveVars = (value: string) =>
    value.replace(/var\(--([\w-]+)\)/g, (_, name: string) => token(name) ?? name);
  const rule = (css: string, selector: string) => {
    const body = new RegExp(`\\n\\s*${selector.replace(/\./g, '\\.')} \\{([^}]*)\\}`).exec(
      css,
    )?.[1];
    expect(body, selector).toBeDefined();
    return (property: string) =>
      resolveVars(new RegExp(`(?:^|;)\\s*${property}: ([^;]+);`).exec(body!)?.[1]?.trim() ?? '');
  };
  const boot = { head: rule(source, '.boot-head'), img: rule(source, '.boot-head-img') };
  const app = { head: rule(detail, '.header'), img: rule(detail, '.headerImage') };
  const loading = {
    head: rule(skeleton, '.productHead'),
    img: rule(skeleton, '.productPicture'),
  };
  for (const property of ['padding', 'gap']) {
    expect(app.head(property), property).not.toBe('');
    expect(boot.head(property), property).toBe(app.head(property));
    expect(loading.head(property), property).toBe(app.head(property));
  }
  for (const property of ['width', 'height', 'border-radius']) {
    expect(app.img(property), property).not.toBe('');
    expect(boot.img(property), property).toBe(app.img(property));
    expect(loading.img(property), property).toBe(app.img(property));
  }
  expect(boot.head('height')).toBe(loading.head('height'));
  expect(source).toContain('class="boot-head-img"');
});

test('the viewport lets every visitor pinch to zoom (WCAG 1.4.4, issue 25)', () => {
  const viewport = /<meta name="viewport" content="([^"]*)"/.exec(html)?.[1];
  expect(viewport).toContain('width=device-width');
  expect(viewport).not.toMatch(/maximum-scale|user-scalable|minimum-scale/);
});

test('长辈模式 chosen on this device is on the root before the first paint (issue 25)', () => {
  const source = shipInlineScripts(readFileSync(resolve(process.cwd(), 'index.html'), 'utf8'));
  const first = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .find((body) => body.includes('screen-groups'));
  const root = document.documentElement;
  try {
    new Function(first!)();
    expect(root.hasAttribute('data-elder')).toBe(false);
    localStorage.setItem('elder_mode', 'on');
    new Function(first!)();
    expect(root.hasAttribute('data-elder')).toBe(true);
  } finally {
    localStorage.removeItem('elder_mode');
    root.removeAttribute('data-elder');
    root.className = '';
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  }
});
