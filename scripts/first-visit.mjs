/**
 * What a first visit of each route fetches before it can draw, read from a build's manifest
 * (dist/.vite/manifest.json): the entry and everything it imports statically, the route's part of
 * the screen map (index.html preloads it), the page file and its static imports, and on the
 * catalogue its lazy banner (index.html preloads it too). JS and CSS are counted as gzip level 9,
 * 1 kB = 1000 bytes as Vite's build report counts. Used by the bench (tests/bench/bench.mjs) and by
 * the budgets (scripts/budgets.mjs, budgets.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const GROUP = 'virtual:screen-group/';
/** The catalogue's screens, whose lazy banner (src/pages/_home/) is part of every visit. */
const HOME = ['src/pages/Home.tsx', 'src/pages/index.tsx'];

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/**
 * Every route of src/app/routes.ts with its page file (the manifest key, 'src/pages/Home.tsx'), or
 * null when no page file serves it. The file tree is the registration (app/screens.ts):
 * `/Active/Poster/:id` -> `src/pages/Active/Poster/$id.tsx`, `/` -> `src/pages/index.tsx`.
 */
export function readRouteTable(root) {
  const source = readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8');
  const routes = [];
  for (const match of source.matchAll(/^\s*(?:page|part|moduleRoute)\('([^']+)'/gm)) {
    const route = match[1];
    const rel = route === '/' ? '/index' : route.replace(/:([^/]+)/g, '$$$1');
    const file = `src/pages${rel}.tsx`;
    routes.push({ path: route, screen: existsSync(path.join(root, file)) ? file : null });
  }
  if (routes.length === 0) throw new Error('src/app/routes.ts: no routes found');
  return routes;
}

export function readManifest(dir) {
  return JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
}

/** The chunk and everything it statically imports (not its dynamic imports). */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`the manifest has no ${key}`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The manifest keys a first visit of the page file `screen` (null: the shell only) loads. */
export function firstVisitKeys(manifest, screen) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const keys = closure(manifest, entry);
  if (!screen) return keys;
  const group = Object.keys(manifest).find(
    (key) => key.startsWith(GROUP) && (manifest[key].dynamicImports ?? []).includes(screen),
  );
  if (group) closure(manifest, group, keys);
  closure(manifest, screen, keys);
  if (HOME.includes(screen)) {
    for (const key of [...keys]) {
      for (const lazy of manifest[key].dynamicImports ?? []) {
        if (lazy.startsWith('src/pages/_home/')) closure(manifest, lazy, keys);
      }
    }
  }
  return keys;
}

/**
 * Every route's first visit in the build at `dir`: { path, screen, js, css, jsFiles, cssFiles },
 * and the page's HTML (gzip).
 */
export function measureFirstVisits(dir, root) {
  const manifest = readManifest(dir);
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFileSync(path.join(dir, file))));
    return sizes.get(file);
  };
  const routes = readRouteTable(root).map((route) => {
    const js = new Set();
    const css = new Set();
    for (const key of firstVisitKeys(manifest, route.screen)) {
      const chunk = manifest[key];
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
    }
    const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);
    return {
      path: route.path,
      screen: route.screen,
      chunk: route.screen ? manifest[route.screen].file : null,
      js: sum(js),
      css: sum(css),
      jsFiles: [...js],
      cssFiles: [...css],
    };
  });
  return { htmlGzip: gzipSize(readFileSync(path.join(dir, 'index.html'))), routes };
}
