import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Starts the slow test files first (ADR 0065). The pool hands files to its workers in this order; a long file
 * that starts last leaves the other workers idle while it finishes. Vitest orders by the durations in its own
 * cache, which a fresh clone (CI) does not have, and falls back to file size, which says little: the 190-line
 * malformed-input sweep sends 15,000 requests. test-durations.json (refreshed by `node scripts/test-durations.mjs`
 * after a full run) gives the durations the cache would. Within each project, known durations first, longest
 * first; the rest keep Vitest's order.
 */
const durations = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8')) as Record<string, number>;

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const position = new Map(base.map((file, index) => [file, index]));
    const seconds = (file: TestSpecification) =>
      durations[`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`] ?? 0;
    return [...base].sort((a, b) => {
      // Vitest's own grouping of projects stays (a project's files share their workers' module cache).
      if (a.project.name !== b.project.name) return position.get(a)! - position.get(b)!;
      return seconds(b) - seconds(a) || position.get(a)! - position.get(b)!;
    });
  }
}
