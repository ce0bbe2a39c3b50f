import { describe, expect, it } from 'vitest';
import { PHONE, openPage, useBrowser } from '../support/browser';
import { accessibilityProblems, expectAccessible, expectNoSidewaysScroll } from '../support/checks';
import { lookAround } from '../support/look';

// The look pass's checks must be able to fail: a screen with a nameless button or a too wide block is refused.
const browser = useBrowser();

describe('the look checks', () => {
  it('refuse a nameless button and a block wider than the phone, at every look', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await page.goto('/privacy-policy');
    await expectAccessible(page, 'the privacy page');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.append(document.createElement('span'));
      document.querySelector('main')?.append(button);
    });
    expect((await accessibilityProblems(page)).join('\n')).toMatch(/^button-name:/);
    await expect(expectAccessible(page, 'a nameless button')).rejects.toThrow(/accessibility of a nameless button/);
    await expect(lookAround(page, 'nameless-button')).rejects.toThrow(/accessibility of nameless-button at 390 px, dark/);
    await page.evaluate(() => document.querySelector('main button:last-child')?.remove());
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '600px';
      wide.style.height = '10px';
      document.querySelector('main')?.append(wide);
    });
    await expect(expectNoSidewaysScroll(page, 'a wide block')).rejects.toThrow(/sideways scroll/);
    await context.close();
  });
});
