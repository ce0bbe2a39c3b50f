import type { Page } from 'playwright-core';

/**
 * The admin dashboard's two levels (issue 27 item 10): a section of the 'Sezioni della dashboard' navigation,
 * then, when the section has more than one, one of its tabs. From /admin the dashboard first moves to its default
 * tab's address once the plan is known; a click before that could be overtaken by it, so the helper waits for the
 * address to settle, then for the chosen section to be the current one.
 */
export async function openAdminTab(page: Page, section: string, tab?: string) {
  await page.waitForURL(/\/admin\/[a-z]/);
  const link = page
    .getByRole('navigation', { name: 'Sezioni della dashboard' })
    .getByRole('link', { name: section, exact: true });
  await link.click();
  await page
    .getByRole('navigation', { name: 'Sezioni della dashboard' })
    .locator('a[aria-current="page"]', { hasText: section })
    .waitFor();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
}
