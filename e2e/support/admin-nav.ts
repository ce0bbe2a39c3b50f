import type { Page } from 'playwright-core';

/**
 * The admin dashboard's two levels (issue 27 item 10): a section of the 'Sezioni della dashboard' navigation,
 * then, when the section has more than one, one of its tabs.
 */
export async function openAdminTab(page: Page, section: string, tab?: string) {
  await page.getByRole('navigation', { name: 'Sezioni della dashboard' }).getByRole('link', { name: section, exact: true }).click();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
}
