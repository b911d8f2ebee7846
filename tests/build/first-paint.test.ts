// @vitest-environment node
import path from 'node:path';
import { expect, test } from 'vitest';
import { firstPaint } from '../../build/first-paint';
import { hook } from './hooks';

const env = {
  origins: {
    itg: 'https://itg.example.cn',
    qa: 'https://qa.example.cn',
    prod: 'https://x.cn/?a&b',
  },
  pin: '',
  sandbox: false,
};

const page = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>精选保险</title>
    <script>
      // The root font size, before anything is drawn.
      document.documentElement.style.fontSize = '50px';
    </script>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-S.js">
    <link rel="stylesheet" crossorigin href="/assets/shell-S.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const chunk = (
  fileName: string,
  page: string | null,
  { imports = [] as string[], lazy = [] as string[], css = [] as string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: page && (page.startsWith('\0') ? page : path.resolve(page)),
  imports,
  dynamicImports: lazy,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

/** A build as Rolldown hands it to the page: the entry, the shell, two groups, home, two landings. */
const entry = chunk('assets/index-E.js', 'src/app/main.tsx', { imports: ['assets/shell-S.js'] });
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/shell-S.js', null, { css: ['assets/shell-S.css'] }),
    { type: 'asset', fileName: 'assets/shell-S.css', source: '.shell{margin:0}' },
    chunk('assets/screens-Home-G.js', '\0virtual:screen-group/Home'),
    chunk('assets/screens-Active-Poster-P.js', '\0virtual:screen-group/Active/Poster'),
    chunk('assets/Home-H.js', 'src/pages/Home.tsx', {
      imports: ['assets/shell-S.js', 'assets/HomeScreen-X.js'],
      lazy: ['assets/CampaignBanners-B.js', 'assets/Product-Q.js'],
    }),
    chunk('assets/HomeScreen-X.js', 'src/pages/_home/HomeScreen.tsx', {
      imports: ['assets/shell-S.js'],
      css: ['assets/HomeScreen-X.css'],
    }),
    chunk('assets/CampaignBanners-B.js', 'src/pages/_home/CampaignBanners.tsx', {
      css: ['assets/CampaignBanners-B.css'],
    }),
    chunk('assets/Product-Q.js', 'src/pages/Product.tsx', {
      imports: ['assets/shell-S.js', 'assets/ProductScreen-R.js'],
    }),
    chunk('assets/ProductScreen-R.js', 'src/pages/_product/ProductScreen.tsx', {
      css: ['assets/ProductScreen-R.css'],
    }),
    chunk('assets/_id-P.js', 'src/pages/Active/Poster/$id.tsx', {
      imports: ['assets/shell-S.js'],
      css: ['assets/_id-P.css'],
    }),
  ].map((item) => [item.fileName, item]),
);

const transform = (html: string, ctx: object) =>
  hook(firstPaint(env), 'transformIndexHtml').call({}, html, {
    path: '/index.html',
    filename: path.resolve('index.html'),
    ...ctx,
  }) as string;

/** The meta tags by name, their content unescaped. */
const metas = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta name="([\w-]+)" content="([^"]*)" \/>/g)].map(([, name, content]) => [
      name,
      content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );

test('in a build, the metas come after the title: API origins, groups, home and landing files', () => {
  const html = transform(page, { bundle, chunk: entry });

  expect(html).toContain('<title>精选保险</title>\n    <meta name="api-env" content="{&quot;');
  expect(html.indexOf('<meta name="landing-assets"')).toBeLessThan(html.indexOf('<script'));
  expect(html).toContain('prod&quot;:&quot;https://x.cn/?a&amp;b&quot;');
  const found = metas(html);
  expect(Object.keys(found)).toEqual(['api-env', 'screen-groups', 'home-assets', 'landing-assets']);
  expect(JSON.parse(found['api-env'])).toEqual(env);
  expect(found['screen-groups']).toBe(
    'home=/assets/screens-Home-G.js active/poster=/assets/screens-Active-Poster-P.js',
  );
  // Home's own chunks and CSS and its lazy banner, not the shell's nor another screen it links to.
  expect(found['home-assets']).toBe(
    '/assets/Home-H.js /assets/HomeScreen-X.js /assets/CampaignBanners-B.js /assets/HomeScreen-X.css /assets/CampaignBanners-B.css',
  );
  expect(found['landing-assets']).toBe(
    'product=/assets/Product-Q.js,/assets/ProductScreen-R.js,/assets/ProductScreen-R.css active/poster/$id=/assets/_id-P.js,/assets/_id-P.css',
  );
});

test("in a build, the shell's CSS is inline, its link kept but disabled", () => {
  const html = transform(page, { bundle, chunk: entry });

  expect(html).toContain(
    '<style>.shell{margin:0}</style><link rel="stylesheet" href="/assets/shell-S.css" disabled />',
  );
  expect(html).not.toContain('<link rel="stylesheet" crossorigin');
});

test("in a build, the app's code loads at low priority and the inline scripts lose their comments", () => {
  const html = transform(page, { bundle, chunk: entry });

  expect(html).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E.js"></script>',
  );
  expect(html).toContain(
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell-S.js">',
  );
  expect(html).not.toContain('The root font size');
  expect(html).toMatch(/<script>document\.documentElement\.style\.fontSize=`50px`;?<\/script>/);
});

test('on the dev server the page only gains the API meta', () => {
  const html = transform(page, {});

  const meta = html.match(/<meta name="api-env"[^>]*>/)![0];
  expect(html).toBe(page.replace('</title>', `</title>\n    ${meta}`));
  expect(Object.keys(metas(html))).toEqual(['api-env']);
});

test('without a home chunk or a landing, those metas are left out', () => {
  const small = Object.fromEntries(
    Object.entries(bundle).filter(([name]) => /index|shell/.test(name)),
  );
  const found = metas(transform(page, { bundle: small, chunk: entry }));
  expect(Object.keys(found)).toEqual(['api-env', 'screen-groups']);
  expect(found['screen-groups']).toBe('');
});
