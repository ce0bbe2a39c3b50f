import type { ChildProcess } from 'node:child_process';

/**
 * Resolves with the first match of `pattern` in what the process prints (stdout and stderr together); rejects
 * naming what it waited for when the process exits first or `timeoutMs` passes, with what it printed.
 */
export function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, timeoutMs: number) {
  return new Promise<RegExpExecArray>((resolve, reject) => {
    let output = '';
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) {
        done();
        resolve(match);
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the process exited (${code}) before ${what}:\n${output}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${what} in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', onExit);
  });
}

// The same stop the demo servers get (scripts/demo-server.mjs).
export { stopProcess } from '../../scripts/demo-server.mjs';
