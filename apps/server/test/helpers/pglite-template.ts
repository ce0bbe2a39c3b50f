import { inject } from 'vitest';

/**
 * The run's migrated PGlite template file (test/global-setup.ts), for tests that start the server or the CLI as
 * processes on a PGlite folder of their own (stop, setup-cli): unpacked, it saves initdb and every migration.
 * Undefined on PostgreSQL. Read from its own key rather than the test database's: database-dependent.ts counts a
 * file that reaches the test database as one to run again on PostgreSQL, and these never touch it (ADR 0042).
 */
export function pgliteFolderTemplate(): string | undefined {
  return inject('pgliteFolderTemplate');
}
