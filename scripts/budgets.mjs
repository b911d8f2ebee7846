/**
 * The first-visit budgets (budgets.json): every route's first-visit JS and CSS (gzip level 9, as
 * scripts/first-visit.mjs counts them) may not pass the figure written for it. The end-to-end
 * suite's production-build run checks the build against them (tests/e2e/budgets.spec.ts), so a
 * route that outgrows its budget fails `npm test`.
 *
 *   node scripts/budgets.mjs          checks dist/ against budgets.json (exit 1 on a breach)
 *   node scripts/budgets.mjs --write  writes budgets.json from dist/: each figure plus the margin
 *
 * A change that raises a budget says why in the same commit (docs/testing.md, "Budgets").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import console from 'node:console';
import { fileURLToPath, URL } from 'node:url';
import { measureFirstVisits } from './first-visit.mjs';

/** Room left above each route's figure when the budgets are written: 2 kB. */
export const MARGIN = 2000;
export const BUDGETS_FILE = 'budgets.json';

/** budgets.json's content for the build at `dir`. */
export function budgetsFrom(dir, root) {
  const routes = {};
  for (const route of measureFirstVisits(dir, root).routes) {
    if (!route.screen) continue;
    routes[route.path] = { js: route.js + MARGIN, css: route.css + MARGIN };
  }
  return { margin: MARGIN, routes };
}

/**
 * Each route of the build at `dir` over its budget, or without one: a sentence per breach, the
 * measured figure beside the budget.
 */
export function breaches(dir, root, budgets) {
  const found = [];
  for (const route of measureFirstVisits(dir, root).routes) {
    if (!route.screen) continue;
    const budget = budgets.routes[route.path];
    if (!budget) {
      found.push(`${route.path}: no budget (node scripts/budgets.mjs --write, and say why)`);
      continue;
    }
    for (const kind of /** @type {const} */ (['js', 'css'])) {
      if (route[kind] > budget[kind]) {
        found.push(
          `${route.path}: first-visit ${kind.toUpperCase()} ${route[kind]} B (gzip) is over its budget of ${budget[kind]} B by ${route[kind] - budget[kind]} B`,
        );
      }
    }
  }
  return found;
}

export function readBudgets(root) {
  return JSON.parse(readFileSync(path.join(root, BUDGETS_FILE), 'utf8'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = path.join(root, 'dist');
  if (process.argv.includes('--write')) {
    const budgets = budgetsFrom(dir, root);
    // One line a route, as Prettier keeps it: a raised budget is a one-line diff.
    const lines = Object.entries(budgets.routes).map(
      ([route, { js, css }]) => `    ${JSON.stringify(route)}: { "js": ${js}, "css": ${css} }`,
    );
    writeFileSync(
      path.join(root, BUDGETS_FILE),
      `{\n  "margin": ${budgets.margin},\n  "routes": {\n${lines.join(',\n')}\n  }\n}\n`,
    );
    console.log(
      `${BUDGETS_FILE}: ${Object.keys(budgets.routes).length} routes, margin ${MARGIN} B`,
    );
  } else {
    const found = breaches(dir, root, readBudgets(root));
    for (const line of found) console.error(line);
    if (found.length > 0) process.exit(1);
    console.log('every route is within its first-visit budget');
  }
}
