/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { shipInlineScripts } from './scripts/inline-scripts.mjs';

const API_ENVS = ['itg', 'qa', 'prod'] as const;
type ApiEnv = (typeof API_ENVS)[number];
const require = createRequire(import.meta.url);

/**
 * Modes: `development` (npm run dev) and `demo` (npm run build:demo) run on the sandbox; `test` is
 * Vitest's. `itg`, `qa` and `prod` pin that API environment whatever the host. `production`
 * (npm run build) picks the environment at run time from the host (decisions.md).
 */
function isSandbox(mode: string): boolean {
  return mode === 'development' || mode === 'demo' || mode === 'test';
}

function buildVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  let sha = 'nogit';
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // A tarball without git history still builds.
  }
  return `${version}+${sha}`;
}

/**
 * The sandbox's pictures (products, insurers, campaigns) and its short video, by the path they are
 * served at.
 */
const SANDBOX_ART = 'src/mocks/artwork';
function sandboxArtwork(): Record<string, () => string | Buffer> {
  return Object.fromEntries(
    readdirSync(SANDBOX_ART, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(svg|mp4)$/.test(file))
      .map((file) => [
        `sandbox/art/${file.split(path.sep).join('/')}`,
        () =>
          file.endsWith('.svg')
            ? readFileSync(path.join(SANDBOX_ART, file), 'utf8')
            : readFileSync(path.join(SANDBOX_ART, file)),
      ]),
  );
}

/**
 * Serves and emits the sandbox's own files (msw's service worker, the messaging-app consent page,
 * the stand-in partner page, the pictures its product and campaign records name), but only for
 * sandbox modes: production never ships them, and fails if any sandbox code slips in.
 */
function sandboxFiles(enabled: boolean): Plugin {
  const files: Record<string, () => string | Buffer> = {
    'mockServiceWorker.js': () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
    'sandbox/wechat-consent.html': () => readFileSync('src/mocks/wechat-consent.html', 'utf8'),
    'sandbox/partner.html': () => readFileSync('src/mocks/partner.html', 'utf8'),
    ...sandboxArtwork(),
  };
  const types: Record<string, string> = {
    js: 'text/javascript',
    html: 'text/html; charset=utf-8',
    svg: 'image/svg+xml',
    mp4: 'video/mp4',
  };
  return {
    name: 'sandbox-files',
    configureServer(server) {
      if (!enabled) return;
      for (const [name, source] of Object.entries(files)) {
        server.middlewares.use(`/${name}`, (req, res) => {
          res.setHeader('Content-Type', types[name.split('.').pop() ?? 'js'] ?? 'text/plain');
          const body = source();
          // A video is read in ranges (Safari asks for nothing else).
          const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
          if (!range || typeof body === 'string') return void res.end(body);
          const start = range[1] ? Number(range[1]) : 0;
          const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
          res.statusCode = 206;
          res.setHeader('Accept-Ranges', 'bytes');
          res.setHeader('Content-Range', `bytes ${start}-${end}/${body.length}`);
          res.end(body.subarray(start, end + 1));
        });
      }
    },
    generateBundle(_options, bundle) {
      if (enabled) {
        for (const [fileName, source] of Object.entries(files)) {
          this.emitFile({ type: 'asset', fileName, source: source() });
        }
        return;
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const leak = Object.keys(chunk.modules).find(
          (id) => id.includes('/src/mocks/') || id.includes('/node_modules/msw/'),
        );
        if (leak) this.error(`sandbox code in a production chunk (${chunk.fileName}): ${leak}`);
      }
    },
  };
}

/**
 * Everything the entry imports statically goes into one chunk. Left to itself the bundler cuts the
 * first visit into a score of small chunks (each module that a lazy screen shares with the shell
 * becomes its own file), which costs requests and compresses worse than one file.
 */
/**
 * Writes a gzip and a brotli copy beside every text file of the build, so the web server sends
 * them as they are (deploy/nginx: gzip_static, brotli_static) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? files(path.join(dir, entry.name))
            : /\.(js|css|html|svg|json|txt)$/.test(entry.name)
              ? [path.join(dir, entry.name)]
              : [],
        );
      for (const file of files(outDir)) {
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

/**
 * The screen map, cut by the URL's first segment (docs/architecture.md, "Screens"): the shell
 * carries only `virtual:screen-groups`, one loader per top-level name under src/pages, and each
 * `virtual:screen-group/<Name>` globs the page files of `/<Name>` and below. A visit fetches the
 * map of its own part of the site (index.html preloads it), not the preload lists of every screen.
 */
const PAGES = 'src/pages';
const GROUPS = 'virtual:screen-groups';
const GROUP = 'virtual:screen-group/';
/**
 * Folders whose map is cut once more, by the second segment: the campaigns' fifty routes (the
 * customisation service's questionnaire alone has twenty) would otherwise weigh on the first visit
 * of every landing an ad leads to.
 */
const SPLIT_GROUPS = ['Active'];

/** `Home`, `Active`, `Active/Poster`: a group per top-level name, and per second name in a split folder. */
function screenGroupNames(): string[] {
  const names = readdirSync(PAGES, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('_'))
    .filter((entry) => entry.isDirectory() || entry.name.endsWith('.tsx'))
    .map((entry) => entry.name.replace(/\.tsx$/, ''));
  const split = SPLIT_GROUPS.flatMap((folder) =>
    readdirSync(path.join(PAGES, folder), { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('_'))
      .filter((entry) => entry.isDirectory() || entry.name.endsWith('.tsx'))
      .map((entry) => `${folder}/${entry.name.replace(/\.tsx$/, '')}`),
  );
  // A split folder is a group of its own only if it has a page file of its own.
  const own = names.filter(
    (name) => !SPLIT_GROUPS.includes(name) || existsSync(path.join(PAGES, `${name}.tsx`)),
  );
  return [...new Set([...own, ...split])].sort();
}

/** The page files of a group: its name's file and folder, less a split folder's own groups. */
function groupPatterns(name: string): string[] {
  const patterns = [`/${PAGES}/${name}.tsx`, `/${PAGES}/${name}/**/*.tsx`, `!/${PAGES}/**/_*/**`];
  if (SPLIT_GROUPS.includes(name)) patterns.push(`!/${PAGES}/${name}/**`);
  return patterns;
}

function screenGroups(): Plugin {
  return {
    name: 'screen-groups',
    resolveId(id) {
      return id === GROUPS || id.startsWith(GROUP) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${GROUPS}`) {
        const entries = screenGroupNames().map(
          (name) =>
            `${JSON.stringify(name.toLowerCase())}: () => import(${JSON.stringify(GROUP + name)})`,
        );
        return `export default {\n  ${entries.join(',\n  ')}\n};\n`;
      }
      if (id.startsWith(`\0${GROUP}`)) {
        const name = id.slice(GROUP.length + 1);
        return `export default import.meta.glob(${JSON.stringify(groupPatterns(name))});\n`;
      }
      return null;
    },
    configureServer(server) {
      // A new top-level page folder or file (or one in a split folder) changes the list of groups.
      const refresh = (file: string) => {
        const folder = path.dirname(file);
        const top = path.resolve(PAGES);
        if (folder !== top && !SPLIT_GROUPS.some((name) => folder === path.join(top, name))) return;
        const list = server.moduleGraph.getModuleById(`\0${GROUPS}`);
        if (list) server.moduleGraph.invalidateModule(list);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('addDir', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}

/**
 * What index.html's inline scripts need from the build (docs/decisions.md, "The catalogue in the
 * first round trip"), in meta tags so the scripts' text (and their CSP hash) never changes:
 * `api-env`, the API origins, mode pin and sandbox flag for the early catalogue request; and, in a
 * build, `home-assets`, the catalogue screen's chunks and CSS (its lazy banner included) that the
 * entry does not already carry, preloaded on `/` and `/Home` only; and `screen-groups`, the chunk
 * of each part of the screen map (`screenGroups`), so index.html preloads the one its URL needs.
 * The entry's own CSS (the shell's, 1.5 kB) is inlined in place of its render-blocking link, so
 * the first paint waits for no stylesheet.
 */
/**
 * The screens a chat or an ad leads to whose first data index.html asks for itself (its second
 * script): their chunks and CSS are preloaded with the entry, keyed by route as that script names
 * them (`productnew/trail`, `active/poster/$id`).
 */
const LANDINGS = [
  'ProductNew',
  'Product',
  'ProductAnsheng',
  'ProductNew/trail',
  'Product/trail',
  'ProductAnsheng/trail',
  'Active/InformationFow',
  'Active/InformationFow/p2',
  'Active/InformationFow/p3',
  'Active/Poster/$id',
  'Active/shortvideo',
  'Active/Articles/$id',
];

function firstPaint(env: {
  origins: Record<ApiEnv, string>;
  pin: string;
  sandbox: boolean;
}): Plugin {
  const HOME = [path.resolve('src/pages/Home.tsx'), path.resolve('src/pages/index.tsx')];
  return {
    name: 'first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // After the title, not prepended: the charset must stay in the first 1024 bytes.
        const meta = (name: string, content: string) =>
          `<meta name="${name}" content="${content.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
        const metas = [meta('api-env', JSON.stringify(env))];
        const { bundle, chunk: entry } = ctx;
        const done = (out: string) => out.replace('</title>', `</title>\n    ${metas.join('')}`);
        if (!bundle || !entry) return done(html);
        const chunks = new Map(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk' ? [[item.fileName, item] as const] : [],
          ),
        );
        const closure = (start: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(start) || !chunks.has(start)) return seen;
          seen.add(start);
          for (const next of chunks.get(start)?.imports ?? []) closure(next, seen);
          return seen;
        };
        const cssOf = (files: Set<string>) =>
          [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        const shell = closure(entry.fileName);
        const groups = [...chunks.values()].flatMap((item) =>
          item.facadeModuleId?.startsWith(`\0${GROUP}`)
            ? [`${item.facadeModuleId.slice(GROUP.length + 1).toLowerCase()}=/${item.fileName}`]
            : [],
        );
        metas.push(meta('screen-groups', groups.join(' ')));
        const home = [...chunks.values()].filter((item) =>
          HOME.includes(item.facadeModuleId ?? ''),
        );
        if (home.length > 0) {
          const reach = new Set<string>();
          for (const item of home) closure(item.fileName, reach);
          // The screen's own lazy parts (the campaign banner) are part of every visit too.
          for (const file of [...reach]) {
            for (const lazy of chunks.get(file)?.dynamicImports ?? []) {
              if (chunks.get(lazy)?.facadeModuleId?.includes('/src/pages/_home/')) {
                closure(lazy, reach);
              }
            }
          }
          const own = [...reach].filter((file) => !shell.has(file));
          const files = [...own, ...cssOf(new Set(own))].map((file) => `/${file}`);
          metas.push(meta('home-assets', files.join(' ')));
        }
        const landings = LANDINGS.flatMap((name) => {
          const page = path.resolve(`src/pages/${name}.tsx`);
          const chunk = [...chunks.values()].find((item) => item.facadeModuleId === page);
          if (!chunk) return [];
          const own = [...closure(chunk.fileName)].filter((file) => !shell.has(file));
          const files = [...own, ...cssOf(new Set(own))].map((file) => `/${file}`);
          return [`${name.toLowerCase()}=${files.join(',')}`];
        });
        if (landings.length > 0) metas.push(meta('landing-assets', landings.join(' ')));
        for (const css of cssOf(shell)) {
          const asset = bundle[css];
          if (asset?.type !== 'asset') continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${css}"[^>]*>`);
          // A disabled link (never fetched) keeps the file's name in the page: Vite's chunk loader
          // looks for it before adding a stylesheet that a lazy screen shares with the shell.
          html = html.replace(
            link,
            () =>
              `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${css}" disabled />`,
          );
        }
        // The inline scripts without their comments (scripts/csp.mjs hashes them as shipped).
        html = shipInlineScripts(html);
        // The app's code at low priority: it cannot draw anything before the first screen's data
        // has come, and the early requests and the picture they name (index.html) go first.
        html = html
          .replace(
            /<script type="module" crossorigin/g,
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replace(
            /<link rel="modulepreload" crossorigin/g,
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
        return done(html);
      },
    },
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function shellGroup() {
  const entry = path.resolve('src/app/main.tsx');
  let shell: Set<string> | null = null;
  return {
    debugName: 'shell',
    name: (id: string, ctx: ModuleGraph) => {
      if (!shell) {
        shell = new Set();
        const stack = [entry];
        while (stack.length) {
          const next = stack.pop()!;
          if (shell.has(next)) continue;
          shell.add(next);
          stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      // The entry module itself stays the entry chunk, so index.html and the manifest name it.
      return id !== entry && shell.has(id) ? 'shell' : null;
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const sandbox = isSandbox(mode);
  // Every build carries all three origins: the host rule picks one at run time. API_ORIGIN
  // (bench and self-hosted checks only) points all three at one server.
  const origin = (env: ApiEnv) =>
    process.env.API_ORIGIN ?? loadEnv(env, process.cwd(), 'VITE_').VITE_API_ORIGIN ?? '';
  const pinned = (API_ENVS as readonly string[]).includes(mode) ? mode : '';

  // react-router's package points every import at its development build (warnings and checks);
  // builds take its production build instead. The dev server and tests keep the checks.
  const productionRouter =
    command === 'build'
      ? [
          {
            find: /^react-router$/,
            replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
          },
          {
            find: /^react-router\/dom$/,
            replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
          },
        ]
      : [];

  return {
    base: '/',
    resolve: { alias: productionRouter },
    plugins: [
      react(),
      screenGroups(),
      sandboxFiles(sandbox),
      precompress(),
      firstPaint({
        origins: { itg: origin('itg'), qa: origin('qa'), prod: origin('prod') },
        pin: pinned,
        sandbox,
      }),
    ],
    define: {
      'import.meta.env.VITE_API_ORIGIN_ITG': JSON.stringify(origin('itg')),
      'import.meta.env.VITE_API_ORIGIN_QA': JSON.stringify(origin('qa')),
      'import.meta.env.VITE_API_ORIGIN_PROD': JSON.stringify(origin('prod')),
      'import.meta.env.VITE_PINNED_ENV': JSON.stringify(pinned),
      'import.meta.env.VITE_SANDBOX': JSON.stringify(sandbox ? 'true' : ''),
      'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion()),
    },
    css: {
      modules: { localsConvention: 'camelCaseOnly' },
    },
    build: {
      // The browsers the visitors have (package.json "browserslist"): syntax they lack is lowered.
      target: browserslistToEsbuild(),
      manifest: true,
      cssCodeSplit: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [shellGroup()] },
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.startsWith(`\0${GROUP}`)
              ? `assets/screens-${chunk.facadeModuleId.slice(GROUP.length + 1).replace('/', '-')}-[hash].js`
              : 'assets/[name]-[hash].js',
        },
      },
    },
    server: { host: true, port: 5173 },
    preview: { host: true, port: 4173 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // Ceilings for a busy 2-core machine (the end-to-end suite running beside this one), where
      // the insured form's longest tests took 15-17 s (docs/testing.md).
      testTimeout: 30_000,
      hookTimeout: 60_000,
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  };
});
