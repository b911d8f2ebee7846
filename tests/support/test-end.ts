/**
 * What a test started that must end with it (a store's sagas: tests/support/render.tsx), ended by
 * the shared set-up after each test (tests/setup.ts). No imports: the set-up of every test file,
 * those run in Node included, loads it.
 */
const ends = new Set<() => void>();

export function whenTestEnds(end: () => void): void {
  ends.add(end);
}

export function endTest(): void {
  for (const end of ends) end();
  ends.clear();
}
