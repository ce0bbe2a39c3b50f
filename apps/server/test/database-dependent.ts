import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The API suite runs twice in CI: on PGlite (npm test) and on a real PostgreSQL (TEST_DATABASE_URL). A test file
 * whose behaviour can depend on the database is one that opens the test database: it reaches `inject('dbTemplate')`
 * (test/helpers/database.ts, through createTestApp and the suites) or reads TEST_DATABASE_URL, directly or through
 * the files it imports. The others (configuration, templates, tokens, the CLI and `npm start` on their own PGlite
 * folder...) never touch PostgreSQL: a second run would repeat them exactly, so the PostgreSQL run leaves them out
 * (ADR 0042). Found from the imports, so a new test needs no list.
 */
const OPENS_TEST_DATABASE = /inject\(['"]dbTemplate['"]\)|TEST_DATABASE_URL/;

export function databaseDependentTests(serverRoot: string): { dependent: string[]; independent: string[] } {
  const tests = readdirSync(serverRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts') && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
  const known = new Map<string, boolean>();
  const reaches = (file: string, visiting: Set<string>): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const text = readFileSync(file, 'utf8');
    let found = OPENS_TEST_DATABASE.test(text);
    for (const match of found ? [] : text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(file), match[1]!);
      const target = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => p.endsWith('.ts') && existsSync(p));
      if (target && reaches(target, visiting)) {
        found = true;
        break;
      }
    }
    known.set(file, found);
    return found;
  };
  const relativeToRoot = (file: string) => relative(serverRoot, file);
  return {
    dependent: tests.filter((file) => reaches(file, new Set())).map(relativeToRoot),
    independent: tests.filter((file) => !reaches(file, new Set())).map(relativeToRoot),
  };
}
