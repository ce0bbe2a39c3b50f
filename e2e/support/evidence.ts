import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { lastStep } from './bounded';

const failuresDir = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/failures');
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** What the evidence's own questions to a page that may be stuck may take: the report must not wait on it. */
const PROBE_MS = 3_000;
const TRAIL_LINES = 40;

/**
 * A failed journey leaves what the next person needs to see where it stood, for each of its pages (CI runs once,
 * on a fresh clone): a picture, and a text with the page's address, the last step the journey named, whether the
 * page still ran scripts and drew frames, and the page's last console lines, errors, navigations and failed
 * requests. The text goes to the test's output too, so the CI log has it. Pages opened outside a test: none.
 */
export function keepEvidenceIfFailed(page: Page) {
  const trail: string[] = [];
  const started = Date.now();
  const note = (line: string) => {
    trail.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
    if (trail.length > TRAIL_LINES) trail.shift();
  };
  page.on('console', (m) => note(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => note(`pageerror: ${e.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('requestfailed', (r) => note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? ''})`));
  page.on('crash', () => note('the page crashed'));
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      mkdirSync(failuresDir, { recursive: true });
      const base = join(failuresDir, `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${Date.now()}`);
      // Read before the questions below, which are calls of their own.
      const stoodAt = lastStep(page);
      const [scripts, frames] = await Promise.all([
        probe(page.evaluate(() => document.readyState)),
        probe(page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done('a frame'))))),
      ]);
      const picture = await page
        .screenshot({ path: `${base}.png`, fullPage: true, timeout: PROBE_MS * 2 })
        .then(() => relative(repoRoot, `${base}.png`))
        .catch((error: Error) => `none (${error.message.split('\n')[0]})`);
      const report = [
        `journey failed: ${task.name}`,
        `  address: ${page.url()}`,
        `  last step asked of the page: ${stoodAt}`,
        `  page scripts: ${scripts}; frames: ${frames}`,
        `  picture: ${picture}`,
        `  the page's last ${TRAIL_LINES} events (seconds since it opened):`,
        ...trail.map((line) => `    ${line}`),
      ].join('\n');
      writeFileSync(`${base}.txt`, `${report}\n`);
      console.error(`${report}\n  (also in ${relative(repoRoot, `${base}.txt`)})`);
    });
  } catch {
    // Called from a beforeAll: there is no test to watch.
  }
}

/** What a question to the page answered within PROBE_MS, or that it did not. */
function probe(answer: Promise<unknown>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${PROBE_MS / 1000} s`), PROBE_MS);
  });
  return Promise.race([answer.then((value) => `answer (${String(value)})`), silence])
    .catch((error: Error) => `error (${error.message.split('\n')[0]})`)
    .finally(() => clearTimeout(timer));
}
