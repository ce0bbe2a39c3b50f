#!/usr/bin/env node
// The inner loop (npm run check): the type checks of the projects a change touches and the linter on the changed
// files, two at a time, then the tests that import what changed (vitest --changed). "Changed" is everything since
// the branch left main (committed or not) plus untracked files; on main itself, what is not committed yet.
//   npm run check                 # since main
//   npm run check -- --since v1   # since another commit
import { execFileSync, spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const sinceIndex = args.indexOf('--since');
const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();

const head = git('rev-parse', 'HEAD');
let base = sinceIndex >= 0 ? args[sinceIndex + 1] : git('merge-base', 'HEAD', 'main');
if (!base) base = head;
const changed = [
  // Deleted files are left out: there is nothing to lint, and eslint fails on a path that does not exist.
  ...git('diff', '--name-only', '--diff-filter=d', base).split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter(Boolean);

if (changed.length === 0) {
  console.log(`check: nothing changed since ${base.slice(0, 8)}`);
  process.exit(0);
}
console.log(`check: ${changed.length} files changed since ${base.slice(0, 8)}`);

// Which type checks: a project's own files, or shared code every project compiles.
const projects = { 'packages/shared': ['packages/shared'], 'apps/server': ['apps/server'], 'apps/web': ['apps/web'], e2e: ['e2e'] };
const touches = (prefix) => changed.some((file) => file.startsWith(`${prefix}/`));
const everything = touches('packages/shared') || changed.some((file) => /^(tsconfig\.base\.json|package(-lock)?\.json)$/.test(file));
const typechecks = Object.entries(projects)
  .filter(([dir]) => everything || touches(dir) || (dir === 'e2e' && touches('apps/server')))
  .map(([dir]) => `tsc -p ${dir} --noEmit`);
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.includes('/dist/'));
const commands = [...typechecks];
if (lintable.length > 0) commands.push(`eslint --max-warnings=0 --no-warn-ignored ${lintable.map((f) => `'${f}'`).join(' ')}`);

const started = Date.now();
const run = (command, commandArgs) => spawnSync(command, commandArgs, { stdio: 'inherit' }).status ?? 1;
let failed = commands.length > 0 ? run(process.execPath, ['scripts/run-parallel.mjs', '--', ...commands]) : 0;
// Tests: those whose imports reach a changed file (and changed tests themselves).
if (failed === 0) failed = run('npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']);
console.log(`check: ${failed === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)}s`);
process.exit(failed === 0 ? 0 : 1);
