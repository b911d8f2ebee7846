import type { ScreenLoader, ScreenModule } from './lazy-screen';

/**
 * Screens are found from the file tree: a page file's path under src/pages is the URL it serves
 * (`Active/Poster/$id.tsx` serves `/Active/Poster/:id`, `index.tsx` serves `/`). Files in an
 * underscore folder are feature code, not URLs. Adding a screen for a route is adding its file.
 */
const files = import.meta.glob<ScreenModule>(['../pages/**/*.tsx', '!../pages/**/_*/**']);

/** `../pages/Active/Poster/$id.tsx` -> `/Active/Poster/:id`; `../pages/index.tsx` -> `/`. */
export function routeOfFile(file: string): string {
  const path = file.replace(/^\.\.\/pages/, '').replace(/\.tsx$/, '');
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

export const screenFiles: readonly string[] = Object.keys(files);

const loaders = new Map<string, ScreenLoader>(
  Object.entries(files).map(([file, loader]) => [routeShape(routeOfFile(file)), loader]),
);

/** The screen of a route pattern, or undefined when no page file serves it yet. */
export function screenOf(path: string): ScreenLoader | undefined {
  return loaders.get(routeShape(path));
}
