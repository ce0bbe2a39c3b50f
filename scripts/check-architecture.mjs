#!/usr/bin/env node
// npm run check:architecture: the import rules of ADR 0043 (and the web app's, when it has its own), checked by
// dependency-cruiser. Each rule set says what it forbids: import cycles, imports pointing up a layer, a module
// reaching into another's repo (server), a feature reaching into another feature (web). Exits non-zero on any
// violation, naming the rule and the import.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const checks = [
  { name: 'server', config: 'architecture/server.cjs', paths: ['apps/server/src', 'packages/shared/src'] },
  // The web app's rules are written beside the server's; checked once they exist.
  { name: 'web', config: 'architecture/web.cjs', paths: ['apps/web/src'], optional: true },
];

let failed = false;
for (const check of checks) {
  if (check.optional && !existsSync(join(root, check.config))) {
    console.log(`architecture (${check.name}): no ${check.config}, skipped`);
    continue;
  }
  console.log(`architecture (${check.name}): ${check.paths.join(' ')} against ${check.config}`);
  const run = spawnSync(
    process.execPath,
    [depcruise, ...check.paths, '--config', check.config, '--output-type', 'err'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
