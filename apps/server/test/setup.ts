import { afterEach } from 'vitest';

// A console.error during a test is a bug that would otherwise pass silently: fail the test.
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  if (errors.length) {
    const first = errors.splice(0).map((a) => a.map(String).join(' '));
    throw new Error(`console.error was called during the test:\n${first.join('\n')}`);
  }
});
