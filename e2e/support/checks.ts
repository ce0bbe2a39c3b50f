import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHECK_MS, step } from './bounded';

/**
 * The axe-core that @axe-core/playwright carries (4.13), the engine of every look before axe ran in the page: the
 * workspace's own axe-core (4.14, for the web tests) turns 'label-content-name-mismatch' on and judges the colours
 * of the homepage's transparent bar over the hero differently, which fails screens the journeys have always
 * passed. Moving the journeys to another engine is its own change (ADR 0042).
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules whose verdict depends on colours (the theme), not on the document and its layout: lookAround runs only
 * these at a width's second theme.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's serious and critical violations (expectAccessible: none). axe runs in the page itself (the app has no frames to cross), put
 * there once per document and asked for violations only: @axe-core/playwright's default opens a second tab per
 * check to merge frame results, which tripled the cost of the ~300 checks of the journeys (ADR 0042).
 */
export async function accessibilityProblems(
  page: Page,
  { colourOnly = false, where = 'the page', within }: { colourOnly?: boolean; where?: string; within?: string } = {},
): Promise<string[]> {
  await step(page, `${where}: axe put in the page`, async () => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  });
  const results = await step(
    page,
    `${where}: axe ${colourOnly ? 'colour rules' : 'every rule'}`,
    () =>
      page.evaluate(
        ({ only, part }) =>
          (window as unknown as { axe: { run(c: object, o: object): Promise<AxeResults> } }).axe.run(
            part ? { include: [part] } : document,
            { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) },
          ),
        { only: colourOnly ? COLOUR_RULES : null, part: within ?? null },
      ),
    CHECK_MS,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

export async function expectAccessible(
  page: Page,
  where = 'the page',
  { colourOnly = false, within }: { colourOnly?: boolean; within?: string } = {},
) {
  // A check that found nothing to read would pass whatever the page shows.
  if (within) expect(await page.locator(within).count(), `${where}: '${within}' in the page`).toBeGreaterThan(0);
  expect(await accessibilityProblems(page, { colourOnly, where, within }), `accessibility of ${where}`).toEqual([]);
}

/** The page fits the viewport's width: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, where = 'the page') {
  const overflow = await step(page, `${where}: its width`, () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  );
  expect(overflow, `sideways scroll of ${where} (px)`).toBeLessThanOrEqual(0);
}
