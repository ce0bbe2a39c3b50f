// One marked section of docs/benchmarks.md, replaced in place (or added at the end the first time): the Lighthouse
// and live-update benches each own a section between their markers and leave the others as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** `section` starts with `start` and ends with `end` (the markers are part of it). */
export function replaceBenchmarksSection(file, start, end, section) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const at = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    at >= 0 && to > at
      ? current.slice(0, at) + section + current.slice(to + end.length)
      : `${current.replace(/\n*$/, '\n\n')}${section}\n`;
  writeFileSync(file, next);
}
