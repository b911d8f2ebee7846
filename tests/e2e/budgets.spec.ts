import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breaches, readBudgets } from '../../scripts/budgets.mjs';
// No page: the bare runner, without the suite's browser fixtures (support.ts).
import { expect, test } from '@playwright/test';

/**
 * The production build (dist/, built by `npm test` or by the config's web server) against
 * budgets.json: every route's first-visit JS and CSS (gzip) within its budget, and every route with
 * a budget. A breach lists the route, its figure and its budget; a change that raises a budget
 * rewrites it with `node scripts/budgets.mjs --write` and says why (docs/testing.md, "Budgets").
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

test('every route’s first visit stays within its budget (budgets.json)', () => {
  // The build does not depend on the device: one profile is enough.
  test.skip(test.info().project.name !== 'android-chrome', 'once, not per device');
  expect(breaches(path.join(root, 'dist'), root, readBudgets(root))).toEqual([]);
});
