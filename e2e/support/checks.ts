import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

/** axe-core: no serious or critical violations. */
export async function expectAccessible(page: Page, where = 'the page') {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
    `accessibility of ${where}`,
  ).toEqual([]);
}

/** The page fits the viewport's width: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, where = 'the page') {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll of ${where} (px)`).toBeLessThanOrEqual(0);
}

/** A screen as a person meets it: no serious accessibility problem, nothing to scroll sideways, a screenshot to look at. */
export async function checkScreen(page: Page, name: string) {
  await expectAccessible(page, name);
  await expectNoSidewaysScroll(page, name);
  await screenshot(page, name);
}
