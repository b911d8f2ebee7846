import path from 'node:path';
import type { Plugin } from 'vite';
import { shipInlineScripts } from '../scripts/inline-scripts.mjs';
import type { ApiEnv } from './modes.ts';
import { GROUP } from './screen-groups.ts';

/**
 * The screens a chat or an ad leads to whose first data index.html asks for itself (its second
 * script): their chunks and CSS are preloaded with the entry, keyed by route as that script names
 * them (`productnew/trail`, `active/poster/$id`).
 */
export const LANDINGS = [
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
  'Active/Articles/$id/article',
  'Active/CustomizedV2/$id',
  'Insurance/ayb',
];

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
export function firstPaint(env: {
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
