import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Files share one jsdom (isolate: false, ADR 0042) but each gets its own module graph: a file's vi.mock then
// reaches every module it loads, and no module-level state (caches, stores) carries over from another file.
vi.resetModules();

// findBy* and waitFor wait for the thing itself; 1 s (the default) ran out on a loaded 2-core machine while the
// thing was on its way. A real miss still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// A console.error in a test fails it (React warnings, act() warnings, failed prop types, jsdom errors).
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  });
  // A file run in Node (no jsdom: the build-time first paint) has no browser to prepare.
  if (typeof window === 'undefined') return;
  // jsdom does not implement these; the router's scroll restoration and some widgets call them.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  // A file run in Node (no jsdom) has nothing mounted and no storage to clear.
  const browser = typeof window !== 'undefined';
  if (browser) cleanup();
  const errors = consoleErrors;
  consoleErrors = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (browser) {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('style');
    window.history.replaceState(null, '', '/');
  }
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
});
