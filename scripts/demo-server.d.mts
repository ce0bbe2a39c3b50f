import type { ChildProcess } from 'node:child_process';

export declare const freePort: () => Promise<number>;
export declare function stopProcess(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
export declare function startDemoServer(options: {
  /** The built server's entry (apps/server/dist/main.js). */
  main: string;
  /** The repository's root: the server's working folder. */
  root: string;
  /** The start of the temporary data folder's name. */
  dataPrefix: string;
  /** Added to (or replacing) the demo environment. */
  env?: Record<string, string>;
  /** Node's own options, before `main`. */
  nodeArgs?: string[];
  /** How long to wait for /api/health before failing (90 s). */
  startSeconds?: number;
}): Promise<{ port: number; stop: () => Promise<void> }>;
