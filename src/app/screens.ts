import screenGroups from 'virtual:screen-groups';
import NotFound from '../pages/_shell/NotFound';
import type { ScreenLoader } from './lazy-screen';

/**
 * Screens are found from the file tree: a page file's path under src/pages is the URL it serves
 * (`Active/Poster/$id.tsx` serves `/Active/Poster/:id`, `index.tsx` serves `/`). Files in an
 * underscore folder are feature code, not URLs. Adding a screen for a route is adding its file.
 *
 * The map from files to their chunks is cut by the URL's first segment, and the campaigns' by
 * their second too (build/screen-groups.ts): the shell holds one loader per group, and a visit
 * loads the map of its own group only (index.html preloads it), not the preload lists of all 130
 * routes.
 */
type Group = () => Promise<{ default: Record<string, ScreenLoader> }>;
const groups: Record<string, Group> = screenGroups;

/**
 * The group a route pattern's file is in: its first segment, lower case (`index` for `/`), or its
 * first two where that folder's map is cut once more (`active/poster`: SPLIT_GROUPS in
 * build/screen-groups.ts).
 */
export function groupOf(path: string): string {
  const [first = '', second = ''] = path.toLowerCase().split('/').slice(1);
  const two = `${first}/${second}`;
  return second && two in groups ? two : first || 'index';
}

/** `../pages/Active/Poster/$id.tsx` -> `/Active/Poster/:id`; `../pages/index.tsx` -> `/`. */
export function routeOfFile(file: string): string {
  const path = file.replace(/^.*?\/pages(?=\/)/, '').replace(/\.tsx$/, '');
  if (path === '/index') return '/';
  return path
    .split('/')
    .map((segment) => (segment.startsWith('$') ? `:${segment.slice(1)}` : segment))
    .join('/');
}

/** A route pattern with its parameter names erased, so `/a/:id` and `/a/:key` compare equal. */
export function routeShape(path: string): string {
  return path.replace(/:[^/]+/g, ':');
}

export interface ScreenFileProblem {
  file: string;
  problem: 'no route' | 'same route as another file';
  route: string;
}

/** Page files that serve no route of the table, and routes that two files claim. */
export function screenFileProblems(
  fileNames: readonly string[],
  routePaths: readonly string[],
): ScreenFileProblem[] {
  const known = new Set(routePaths.map(routeShape));
  const seen = new Map<string, string>();
  const problems: ScreenFileProblem[] = [];
  for (const file of fileNames) {
    const route = routeOfFile(file);
    const shape = routeShape(route);
    if (!known.has(shape)) problems.push({ file, problem: 'no route', route });
    else if (seen.has(shape)) problems.push({ file, problem: 'same route as another file', route });
    seen.set(shape, file);
  }
  return problems;
}

async function filesOf(path: string): Promise<Record<string, ScreenLoader>> {
  const group = groups[groupOf(path)];
  return group ? (await group()).default : {};
}

/** The page file that serves a route pattern, or undefined when no page file serves it yet. */
export async function screenFileOf(path: string): Promise<string | undefined> {
  const shape = routeShape(path);
  return Object.keys(await filesOf(path)).find((file) => routeShape(routeOfFile(file)) === shape);
}

/** Every page file, from every group. */
export async function allScreenFiles(): Promise<string[]> {
  const maps = await Promise.all(Object.values(groups).map((group) => group()));
  return maps.flatMap((map) => Object.keys(map.default));
}

/**
 * The screen of a route pattern: its group's map first, then its file; the not-found screen when
 * no page file serves the route yet.
 */
export function screenOf(path: string): ScreenLoader {
  return async () => {
    const files = await filesOf(path);
    const file = await screenFileOf(path);
    return file ? files[file]!() : { default: NotFound };
  };
}
