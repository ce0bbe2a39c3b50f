#!/usr/bin/env node
// Reads vitest JSON reports and prints the ten slowest test files across them (CI's summary, .ci/run).
//   node scripts/ci-slowest-files.mjs report.json ...
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

const rows = [];
for (const file of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue; // a run that stopped before writing its report
  }
  const run = basename(file, '.json');
  for (const result of report.testResults ?? []) {
    const seconds = (result.endTime - result.startTime) / 1000;
    if (Number.isFinite(seconds)) rows.push({ seconds, run, name: relative(process.cwd(), result.name) });
  }
}
rows.sort((a, b) => b.seconds - a.seconds);
for (const row of rows.slice(0, 10)) console.log(`${row.seconds.toFixed(1).padStart(7)}s  ${row.run.padEnd(15)} ${row.name}`);
