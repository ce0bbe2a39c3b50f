/**
 * The web app's import rules (ADR 0046), checked by `npm run check:architecture` (scripts/check-architecture.mjs)
 * with dependency-cruiser. Layers point down only:
 *   main.tsx, prerender/, app/    (the entries, the router, the providers)
 *   -> features/                  (one folder per feature; another feature is used through its index.ts only)
 *   -> components/, lib/          (the UI kit and the helpers: no feature, no app; lib needs no component)
 *   -> i18n/                      (the texts: nothing of the app)
 *   -> packages/shared            (the contract and pure domain)
 * Tests may import anything (a test is never imported back, and may stub a feature's inner file), so the layer
 * rules skip them; cycles count everywhere.
 */
const SRC = '^apps/web/src/';
const TEST = ['\\.test\\.tsx?$', `${SRC}test-[a-z-]+\\.tsx?$`, 'test-data\\.ts$'];
const TOP = `${SRC}(main\\.tsx|prerender/|app/)`;

module.exports = {
  extends: `${__dirname}/common.cjs`,
  forbidden: [
    {
      name: 'features-below-the-app',
      comment: 'A feature is routed by app/ (route-table.ts); it never imports the router, the entries or the app shell.',
      severity: 'error',
      from: { path: `${SRC}features/`, pathNot: TEST },
      to: { path: TOP },
    },
    {
      name: 'kit-below-features',
      comment: 'components/ and lib/ serve every feature; they import no feature and nothing of the app.',
      severity: 'error',
      from: { path: `${SRC}(components|lib)/`, pathNot: TEST },
      to: { path: [`${SRC}features/`, TOP] },
    },
    {
      name: 'lib-needs-no-component',
      comment: 'lib/ holds hooks and helpers without markup; the UI kit builds on it, not the other way round.',
      severity: 'error',
      from: { path: `${SRC}lib/`, pathNot: TEST },
      to: { path: `${SRC}components/` },
    },
    {
      name: 'texts-are-the-bottom',
      comment: 'i18n/ holds the texts only: it imports nothing of the app (the shared contract is fine).',
      severity: 'error',
      from: { path: `${SRC}i18n/`, pathNot: TEST },
      to: { path: `${SRC}(main\\.tsx|prerender|app|features|components|lib)` },
    },
    {
      name: 'feature-through-its-index',
      comment: "Another feature is used through what it deliberately exports (its index.ts), never its inner files.",
      severity: 'error',
      from: { path: `${SRC}features/([^/]+)/`, pathNot: TEST },
      to: { path: `${SRC}features/`, pathNot: [`${SRC}features/$1/`, `${SRC}features/[^/]+/index\\.ts$`] },
    },
    {
      name: 'shared-stays-shared',
      comment: 'packages/shared is used by the server and the web app; it imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/src/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    // Relative to this file: dependency-cruiser resolves a relative name from elsewhere.
    tsConfig: { fileName: `${__dirname}/../apps/web/tsconfig.json` },
  },
};
