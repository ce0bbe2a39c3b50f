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
    // A look kept to a part of the page (a dialog's next step, axeWithin) still refuses what is in that part, and
    // only that; a part that is not there is refused too.
    await expect(lookAround(page, 'nameless-button-in-main', { axeWithin: 'main' })).rejects.toThrow(/accessibility of/);
    expect(await accessibilityProblems(page, { within: 'header' })).toEqual([]);
    await expect(expectAccessible(page, 'no such part', { within: '#no-such-part' })).rejects.toThrow(/in the page/);
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

  it('refuse a text unreadable in the light theme only, and a nameless button shown on a desktop only', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await page.goto('/privacy-policy');
    const backToPhoneDark = () =>
      Promise.all([
        page.setViewportSize(PHONE),
        page.evaluate(() => {
          document.documentElement.dataset.theme = 'dark';
          document.getElementById('e2e-look-no-transitions')?.remove();
        }),
      ]);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.id = 'look-check-faint';
      style.textContent = "[data-theme='light'] .look-check-faint { color: #b8b8b8 !important; }";
      const text = document.createElement('p');
      text.className = 'look-check-faint';
      text.textContent = 'Testo quasi invisibile sul tema chiaro';
      document.head.append(style);
      document.querySelector('main')?.append(text);
    });
    // The colour rules run at every look: the phone's light look (not a full check) refuses it.
    await expect(lookAround(page, 'faint-text')).rejects.toThrow(/accessibility of faint-text at 390 px, light/);
    await backToPhoneDark();
    await page.evaluate(() => document.querySelector('.look-check-faint')?.remove());

    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '.look-check-wide-only { display: none; } @media (min-width: 1024px) { .look-check-wide-only { display: inline-block; } }';
      const button = document.createElement('button');
      button.className = 'look-check-wide-only';
      button.append(document.createElement('span'));
      document.head.append(style);
      document.querySelector('main')?.append(button);
    });
    // Hidden on the phone; the desktop's full check finds it.
    await expect(lookAround(page, 'wide-only-button')).rejects.toThrow(/accessibility of wide-only-button at 1280 px, light/);
    await context.close();
  });
});
