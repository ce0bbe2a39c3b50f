// One marked section of docs/benchmarks.md, replaced in place (or added the first time): the API, Lighthouse and
// live-update benches each own sections between their markers and leave the others as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Where `text` holds a section from `start` to `end` (the markers included), or undefined when it holds none. */
export function sectionBounds(text, start, end) {
  const at = text.indexOf(start);
  const to = text.indexOf(end);
  return at >= 0 && to > at ? { at, to: to + end.length } : undefined;
}

/**
 * `section` starts with `start` and ends with `end` (the markers are part of it). A new section goes before the
 * first of the `before` markers the file holds (so the report keeps its order), else at the end.
 */
export function replaceBenchmarksSection(file, start, end, section, before = []) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const found = sectionBounds(current, start, end);
  const after = before.map((marker) => current.indexOf(marker)).find((i) => i >= 0) ?? -1;
  const next = found
    ? current.slice(0, found.at) + section + current.slice(found.to)
    : after >= 0
      ? `${current.slice(0, after)}${section}\n\n${current.slice(after)}`
      : `${current.replace(/\n*$/, '\n\n')}${section}\n`;
  writeFileSync(file, next);
}
