import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The screen map, cut by the URL's first segment (docs/architecture.md, "Screens"): the shell
 * carries only `virtual:screen-groups`, one loader per top-level name under src/pages, and each
 * `virtual:screen-group/<Name>` globs the page files of `/<Name>` and below. A visit fetches the
 * map of its own part of the site (index.html preloads it), not the preload lists of every screen.
 */
const PAGES = 'src/pages';
export const GROUPS = 'virtual:screen-groups';
export const GROUP = 'virtual:screen-group/';
/**
 * Folders whose map is cut once more, by the second segment: the campaigns' fifty routes (the
 * customisation service's questionnaire alone has twenty) would otherwise weigh on the first visit
 * of every landing an ad leads to.
 */
export const SPLIT_GROUPS = ['Active'];

/** `Home`, `Active`, `Active/Poster`: a group per top-level name, and per second name in a split folder. */
export function screenGroupNames(): string[] {
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
export function groupPatterns(name: string): string[] {
  const patterns = [`/${PAGES}/${name}.tsx`, `/${PAGES}/${name}/**/*.tsx`, `!/${PAGES}/**/_*/**`];
  if (SPLIT_GROUPS.includes(name)) patterns.push(`!/${PAGES}/${name}/**`);
  return patterns;
}

export function screenGroups(): Plugin {
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
