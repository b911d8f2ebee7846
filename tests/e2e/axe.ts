import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * Accessibility in the end-to-end suite (issue 25): axe-core checks a screen against WCAG 2.0, 2.1
 * and 2.2 at levels A and AA. A critical or serious violation fails the test (softly, so one run
 * lists every screen's), and so does a screen without one h1 or with headings out of order, or a
 * viewport that blocks zoom; each screen's full report is written beside its screenshot:
 * test-results/axe/<profile>/<screen>.json.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What is deliberately excepted, each with its reason: a rule id, and the screens it is excepted
 * on (none: every screen). Keep it short; an entry goes when its cause is fixed.
 */
export const AXE_EXCEPTIONS: { rule: string; screens?: RegExp; reason: string }[] = [];

/**
 * axe's best-practice rules this site holds to as well (one h1 names each screen, headings go in
 * order; issue 25): they run beside the WCAG rules and fail the suite whatever their impact, like
 * the viewport's zoom rule (axe calls that one moderate; blocking zoom fails WCAG 1.4.4).
 */
const ALSO_HELD = ['page-has-heading-one', 'heading-order'];
const ALWAYS_FAILING = new Set([...ALSO_HELD, 'meta-viewport']);

/** The impacts that fail the suite. */
const FAILING = new Set(['critical', 'serious']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe measured, node by node (a contrast ratio and its colours, a target's size). */
  details: string[];
}

/** Runs axe on the page as it stands and fails the test (softly) on a critical or serious finding. */
export async function checkA11y(page: Page, screen: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(ALSO_HELD.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  const findings: AxeFinding[] = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    details: violation.nodes.map((node) => node.any[0]?.message ?? node.failureSummary ?? ''),
  }));
  const file = path.join(
    test.info().project.outputDir,
    'axe',
    test.info().project.name,
    `${screen}.json`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(findings, null, 2));
  const failing = findings.filter(
    (finding) =>
      (FAILING.has(finding.impact) || ALWAYS_FAILING.has(finding.rule)) &&
      !AXE_EXCEPTIONS.some(
        (exception) =>
          exception.rule === finding.rule && (!exception.screens || exception.screens.test(screen)),
      ),
  );
  expect
    .soft(
      failing.map(
        (finding) => `${finding.rule} (${finding.impact}): ${finding.targets.join(', ')}`,
      ),
      `axe: critical and serious WCAG A/AA violations (and headings, zoom) on ${screen}`,
    )
    .toEqual([]);
  return findings;
}
