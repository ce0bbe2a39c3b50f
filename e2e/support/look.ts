import type { Page } from 'playwright-core';
import { PHONE, SCREENS, screenshot } from './browser';
import { step } from './bounded';
import { expectAccessible, expectNoSidewaysScroll } from './checks';

type Theme = 'dark' | 'light';

/** What the app's theme switch does to the page (apps/web/src/lib/theme.ts), done from outside. */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    const root = document.documentElement;
    root.dataset.theme = t;
    root.style.colorScheme = t;
    localStorage.setItem('app-theme', t);
  }, theme);
}

/** One of the four looks: a phone (390 px) or a desktop (1280 px), dark or light. */
export interface Look {
  size: { width: number; height: number };
  theme: Theme;
}

/**
 * A screen as people meet it, on a phone (390 px) and a desktop (1280 px) in both themes, where the journey
 * stands: no serious accessibility problem (every rule at one look per width and per theme, the colour rules at
 * each: fullCheck below) and nothing to scroll sideways at each, and a screenshot of each with
 * ARTIFACTS=1. The journey reaches the screen once; the four looks resize and re-theme the same page (the layout
 * is CSS only), then put the page back as it was (ADR 0042).
 *
 * `each` adds the screen's own checks at every look (what used to be asserted once per screen size, e.g. that a
 * dialog's main button stays in view); `fullPage: false` takes the screenshots of the viewport only (a dialog).
 * `axeWithin` (a CSS selector) lets axe read only that part, for a dialog's next step over a page an earlier look
 * of the same journey checked with the dialog open, unchanged since: the page behind would be judged again to the
 * same verdict (ADR 0082). The sideways scroll and the screenshots stay the whole page's.
 */
export async function lookAround(
  page: Page,
  name: string,
  {
    each,
    fullPage = true,
    axeWithin,
  }: { each?: (look: Look) => Promise<void>; fullPage?: boolean; axeWithin?: string } = {},
) {
  const viewport = page.viewportSize();
  // Each call below that waits on the page fails within a bound naming the look and what it waited for (ADR 0082).
  const theme = await step(page, `${name}: its theme`, () =>
    page.evaluate(() => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark')),
  );
  await step(page, `${name}: transitions held`, () => holdTransitions(page, true));
  for (const [size, look] of SCREENS) {
    const where = `${name} at ${size.width} px, ${look}`;
    await step(page, `${where}: the width`, () => page.setViewportSize(size));
    await step(page, `${where}: the theme`, () => applyTheme(page, look));
    // Two frames: the new width's layout is painted before axe reads it.
    await step(page, `${where}: two frames`, () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
    );
    await expectAccessible(page, where, { colourOnly: !fullCheck(size, look), within: axeWithin });
    await expectNoSidewaysScroll(page, where);
    if (each) await each({ size, theme: look });
    await step(page, `${where}: the screenshot`, () => screenshot(page, name, { fullPage }));
  }
  await step(page, `${name}: back as it was`, async () => {
    if (viewport) await page.setViewportSize(viewport);
    await applyTheme(page, theme);
    await holdTransitions(page, false);
  });
}

/**
 * Every rule at one look per width and one per theme (the phone dark, the desktop light); the colour rules at all
 * four. A theme changes colours only (CSS variables), so the other rules' verdicts at a width's second theme repeat
 * its first; colour contrast, the costly three quarters of a check, is judged at every look.
 */
const fullCheck = (size: Look['size'], theme: Theme) => (size.width === PHONE.width) === (theme === 'dark');

/**
 * A theme switched in place starts the colour transitions of every element that has one (Tailwind's
 * transition-colors: 150 ms): axe reading them mid-way measures colours no one sees at rest, and fails a screen
 * at random. During the looks the page's transitions are off, so each look reads the colours the page settles on.
 */
async function holdTransitions(page: Page, hold: boolean) {
  await page.evaluate((on) => {
    const id = 'e2e-look-no-transitions';
    document.getElementById(id)?.remove();
    if (!on) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  }, hold);
}
