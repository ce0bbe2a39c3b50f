import type { Page } from 'playwright-core';

/**
 * Stops the page's (installed) clock `aheadMs` after the page's now. The clock runs on while the call travels, so on
 * a busy machine that moment can already be past when the call lands, and Playwright refuses to go back ('Cannot
 * fast-forward to the past'): then the page's now is read again and the stop asked again.
 */
export async function pauseSoon(page: Page, aheadMs = 100) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
