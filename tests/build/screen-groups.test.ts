// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  GROUP,
  GROUPS,
  groupPatterns,
  screenGroupNames,
  screenGroups,
} from '../../build/screen-groups';
import { hook } from './hooks';

const plugin = screenGroups();
const resolve = (id: string) => hook(plugin, 'resolveId').call({}, id, undefined, {});
const load = (id: string) => hook(plugin, 'load').call({}, id) as string | null;

/** The files a group's glob finds, as Vite (here Vitest's) expands it. */
async function filesOf(name: string): Promise<string[]> {
  const id = `${GROUP}${name}`;
  const group = (await import(/* @vite-ignore */ id)) as { default: Record<string, unknown> };
  return Object.keys(group.default).sort();
}

test('the list and each group are virtual modules of their own', () => {
  expect(resolve('virtual:screen-groups')).toBe('\0virtual:screen-groups');
  expect(resolve('virtual:screen-group/Active/Poster')).toBe(
    '\0virtual:screen-group/Active/Poster',
  );
  expect(resolve('./Home.tsx')).toBeNull();
  expect(load('/site/src/pages/Home.tsx')).toBeNull();
});

test('the list has a loader per top-level name, and per second name in a split folder', () => {
  const list = load(`\0${GROUPS}`)!;
  expect(list).toContain('"home": () => import("virtual:screen-group/Home")');
  expect(list).toContain('"index": () => import("virtual:screen-group/index")');
  expect(list).toContain('"active/poster": () => import("virtual:screen-group/Active/Poster")');
  expect(list).toContain(
    '"active/shortvideo": () => import("virtual:screen-group/Active/shortvideo")',
  );
  // Active has no page file of its own: it is its second names only. No feature folder is a group.
  expect(list).not.toContain('"active":');
  expect(list).not.toMatch(/"_/);
  expect(list).not.toContain('test.module');
});

test("a group's module globs its name's page file and folder", () => {
  expect(load('\0virtual:screen-group/Product')).toBe(
    `export default import.meta.glob(${JSON.stringify(groupPatterns('Product'))});\n`,
  );
});

test('every page file is in exactly one group; feature folders and the split folder in none', async () => {
  const groups = screenGroupNames();
  const files = (await Promise.all(groups.map(filesOf))).flat();
  const pages = readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.tsx') && !/(^|\/)_/.test(file))
    .map((file) => `/src/pages/${file}`);
  expect(files.sort()).toEqual(pages.sort());
  expect(await filesOf('Home')).toEqual(['/src/pages/Home.tsx']);
  expect(await filesOf('Active/Poster')).toContain('/src/pages/Active/Poster/$id.tsx');
  // Asked for directly, a split folder's group leaves its second names to their own groups, and
  // an underscore folder's files are no group's, at any depth.
  expect(await filesOf('Active')).toEqual([]);
  expect(await filesOf('_home')).toEqual([]);
  expect(await filesOf('Active/Customized')).not.toEqual([]);
});

test('the group names follow the page folders', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'screen-groups-'));
  const cwd = process.cwd();
  try {
    const page = (file: string) => {
      mkdirSync(path.dirname(path.join(root, 'src/pages', file)), { recursive: true });
      writeFileSync(path.join(root, 'src/pages', file), '');
    };
    page('index.tsx');
    page('Home.tsx');
    page('Pay/Result.tsx');
    page('Test.module.css');
    page('_shared/Button.tsx');
    page('Active/Poster/$id.tsx');
    page('Active/shortvideo.tsx');
    page('Active/_campaign/Banner.tsx');
    process.chdir(root);
    expect(screenGroupNames()).toEqual([
      'Active/Poster',
      'Active/shortvideo',
      'Home',
      'Pay',
      'index',
    ]);
    // A split folder with a page file of its own is a group too.
    page('Active.tsx');
    expect(screenGroupNames()).toContain('Active');
  } finally {
    process.chdir(cwd);
    rmSync(root, { recursive: true, force: true });
  }
});
