/**
 * The server's import rules (ADR 0043), checked by `npm run check:architecture` (scripts/check-architecture.mjs)
 * with dependency-cruiser. Layers point down only:
 *   app.ts, main.ts, cli/, demo/  (the composition root and the programs)
 *   -> modules/                   (one folder per domain; a module's repo files are its own)
 *   -> infra/                     (HTTP, jobs, mail, realtime, payments provider, storage: no module)
 *   -> db/                        (client, schema, migrate: nothing above it)
 *   -> packages/shared            (the contract and pure domain: nothing of the apps)
 * Tests may import anything (a test is never imported back), so the layer rules skip them; cycles count everywhere.
 */
const SRC = '^apps/server/src/';
const TEST = ['\\.test\\.ts$', '^apps/server/test/'];
const TOP = `${SRC}(app\\.ts|main\\.ts|cli/|demo/)`;
/** A module's repo files: repo.ts, or a part of it named like management-repo.ts. */
const REPO = `${SRC}modules/[^/]+/[a-z-]*repo\\.ts$`;

module.exports = {
  extends: `${__dirname}/common.cjs`,
  forbidden: [
    {
      name: 'shared-stays-shared',
      comment: 'packages/shared is used by the server and the web app; it imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'db-is-the-bottom',
      comment: 'db/ (client, schema, migrations runner) imports nothing of infra, modules or the app.',
      severity: 'error',
      from: { path: `${SRC}db/`, pathNot: TEST },
      to: { path: [`${SRC}(infra|modules)/`, TOP] },
    },
    {
      name: 'infra-knows-no-module',
      comment: 'infra/ gets what it needs from a module passed in by the composition root (src/app.ts).',
      severity: 'error',
      from: { path: `${SRC}infra/`, pathNot: TEST },
      to: { path: [`${SRC}modules/`, TOP] },
    },
    {
      name: 'modules-below-the-app',
      comment: 'A module is assembled by app.ts; it never imports the composition root or the programs.',
      severity: 'error',
      from: { path: `${SRC}modules/`, pathNot: TEST },
      to: { path: TOP },
    },
    {
      name: 'repo-is-private-to-its-module',
      comment: 'Another module talks to a module through its service (or index.ts), never through its repo.',
      severity: 'error',
      from: { path: `${SRC}modules/([^/]+)/`, pathNot: TEST },
      to: { path: REPO, pathNot: `${SRC}modules/$1/` },
    },
    {
      name: 'module-through-its-index',
      comment:
        "Another module is used through what its index.ts deliberately exports, never its inner files (ADR 0060).",
      severity: 'error',
      from: { path: `${SRC}modules/([^/]+)/`, pathNot: TEST },
      to: { path: `${SRC}modules/[^/]+/`, pathNot: [`${SRC}modules/$1/`, `${SRC}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'repo-is-private-outside-modules',
      comment: "Outside modules/ too (app.ts, main.ts, the programs), a module's repo is not imported.",
      severity: 'error',
      from: { pathNot: [`${SRC}modules/`, ...TEST] },
      to: { path: REPO },
    },
  ],
  options: {
    // Relative to this file: dependency-cruiser resolves a relative name from elsewhere.
    tsConfig: { fileName: `${__dirname}/../apps/server/tsconfig.json` },
  },
};
