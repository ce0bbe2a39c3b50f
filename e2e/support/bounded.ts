import type { Page } from 'playwright-core';

/**
 * How long a call that waits on the page itself may take. Playwright gives page.evaluate and setViewportSize no
 * timeout: a page that stops answering or drawing (a frame never comes, so a requestAnimationFrame never fires)
 * left a journey waiting until the test's 90 s ran out, with no word of where (ADR 0082). The page's own waits
 * (clicks, waitFor) end at 15 s (support/browser.ts); so do these, well inside the test's time.
 */
export const STEP_MS = 15_000;
/** An axe check reads every element's colours: 1-2 s on a busy machine for the largest pages (ADR 0065). */
export const CHECK_MS = 30_000;

interface Step {
  what: string;
  ms: number;
}
const current = new WeakMap<Page, Step>();
const last = new WeakMap<Page, string>();

/**
 * Names what the journey asks of the page while `work` runs, and how long each of its calls may take: a call that
 * does not answer in time fails with this name (e.g. 'one-revenue-stats at 1280 px, light: two frames').
 */
export async function step<T>(page: Page, what: string, work: () => Promise<T>, ms = STEP_MS): Promise<T> {
  const outer = current.get(page);
  current.set(page, { what, ms });
  last.set(page, what);
  try {
    return await work();
  } finally {
    if (outer) current.set(page, outer);
    else current.delete(page);
  }
}

/** The last named step or bounded call of the page: where a failed journey stood (support/evidence.ts). */
export const lastStep = (page: Page) => last.get(page) ?? 'none named';

/**
 * Races `work` with a timer: fails after the current step's time (STEP_MS outside any step) naming the step, or the
 * call and the journey line it came from, and the page's address. What the page still does after that is left to
 * the context's closing.
 */
export function bounded<T>(page: Page, call: string, work: Promise<T>): Promise<T> {
  // Made now, so its stack shows the journey line that asked, not the timer.
  const error = new Error();
  const where = callerOf(error.stack ?? '');
  const { what, ms } = current.get(page) ?? { what: `${call}${where ? ` at ${where}` : ''}`, ms: STEP_MS };
  if (!current.has(page)) last.set(page, what);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      error.message = `${what}: no answer from the page in ${ms / 1000} s (${call}, at ${page.url()})`;
      reject(error);
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The first line of a stack outside this file and Playwright: 'journeys/x.e2e.ts:12' or 'support/look.ts:40'. */
function callerOf(stack: string): string | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const match = /(journeys|support)\/([\w.-]+\.ts):(\d+)/.exec(line);
    if (match && match[2] !== 'bounded.ts') return `${match[1]}/${match[2]}:${match[3]}`;
  }
  return undefined;
}

/**
 * Bounds every page.evaluate and setViewportSize of a journey page (openPage calls it): the calls Playwright lets
 * wait forever.
 */
export function boundPage(page: Page) {
  const evaluate = page.evaluate.bind(page);
  const setViewportSize = page.setViewportSize.bind(page);
  page.evaluate = ((fn: Parameters<Page['evaluate']>[0], arg?: unknown) =>
    bounded(page, 'page.evaluate', evaluate(fn, arg))) as Page['evaluate'];
  page.setViewportSize = (size) => bounded(page, `setViewportSize(${size.width}x${size.height})`, setViewportSize(size));
}
