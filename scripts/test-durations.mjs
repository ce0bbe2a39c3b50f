// Refreshes test-durations.json, the order in which the test pool starts the slow files (vitest.sequencer.ts).
// Vitest keeps each file's last duration in its cache, but CI runs on a fresh clone and has none: it would start
// files by size, and a small file that sends 7,000 requests would start last and make the run wait for it.
// Run after a full `npm test` and `npm run test:e2e` on your machine: `node scripts/test-durations.mjs`.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each Vitest root's cache: the unit and API tests (the repository), the journeys (e2e/, keys ':journeys/...'). */
const roots = ['.', 'e2e'];
const results = roots.flatMap((root) => {
  const cacheDir = join(root, 'node_modules/.vite/vitest');
  const caches = existsSync(cacheDir) ? readdirSync(cacheDir).map((dir) => join(cacheDir, dir, 'results.json')) : [];
  return caches
    .filter(existsSync)
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).results)
    .map(([key, result]) => [key, result, join(root, key.slice(key.indexOf(':') + 1))]);
});
if (results.length === 0) {
  console.error('No vitest results in node_modules/.vite/vitest: run `npm test` first.');
  process.exit(1);
}
/** Files under three seconds are left to Vitest's own order: they fill the gaps between the long ones. */
const SLOW_SECONDS = 3;
const durations = Object.fromEntries(
  results
    .filter(([, , file]) => existsSync(file))
    .map(([key, { duration }]) => [key, Math.round(duration / 1000)])
    .filter(([, seconds]) => seconds >= SLOW_SECONDS)
    .sort((a, b) => b[1] - a[1]),
);
writeFileSync('test-durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`test-durations.json: ${Object.keys(durations).length} files of ${SLOW_SECONDS} s or more`);
