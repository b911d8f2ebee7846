// @vitest-environment node
import path from 'node:path';
import { expect, test } from 'vitest';
import { shellGroup } from '../../build/shell-group';

const at = (file: string) => path.resolve(file);
const entry = at('src/app/main.tsx');

/** A module graph: each module's static imports (a lazy screen is no one's static import). */
const graph: Record<string, string[]> = {
  [entry]: [at('src/app/App.tsx'), at('node_modules/react/index.js')],
  [at('src/app/App.tsx')]: [at('src/ui/Button.tsx'), entry],
  [at('src/ui/Button.tsx')]: [at('node_modules/react/index.js')],
  [at('node_modules/react/index.js')]: [],
  [at('src/pages/Pay.tsx')]: [at('src/pages/_funnel/PayScreen.tsx'), at('src/ui/Button.tsx')],
  [at('src/pages/_funnel/PayScreen.tsx')]: [],
};
const ctx = {
  getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null),
};

test("everything the entry imports statically is one chunk, 'shell'", () => {
  const group = shellGroup();
  expect(group.debugName).toBe('shell');
  expect(group.name(at('src/app/App.tsx'), ctx)).toBe('shell');
  expect(group.name(at('src/ui/Button.tsx'), ctx)).toBe('shell');
  expect(group.name(at('node_modules/react/index.js'), ctx)).toBe('shell');
});

test('the entry stays its own chunk, and a lazy screen is not in the shell', () => {
  const group = shellGroup();
  expect(group.name(entry, ctx)).toBeNull();
  expect(group.name(at('src/pages/Pay.tsx'), ctx)).toBeNull();
  expect(group.name(at('src/pages/_funnel/PayScreen.tsx'), ctx)).toBeNull();
  expect(group.name(at('src/app/unknown.ts'), ctx)).toBeNull();
});
