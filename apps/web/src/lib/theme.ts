/**
 * Light/dark theme: dark by default, persisted under 'app-theme', applied as data-theme on <html>. A tiny
 * external store so the toggle, the toaster and anything else read the same value.
 */
export type Theme = 'dark' | 'light';

export const THEME_KEY = 'app-theme';
export const DEFAULT_THEME: Theme = 'dark';
const THEME_COLORS: Record<Theme, string> = { dark: '#17161a', light: '#f8f4ec' };

const listeners = new Set<() => void>();
let current: Theme = DEFAULT_THEME;

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function applyToDocument(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** Called once by the entry module before the first render, so the page never flashes the wrong theme. */
export function initTheme(): Theme {
  current = readStoredTheme();
  applyToDocument(current);
  return current;
}

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme): void {
  current = theme;
  applyToDocument(theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not persisted; the choice still holds for this page.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
