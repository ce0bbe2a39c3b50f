import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, getTheme, subscribeTheme, type Theme } from './theme';

/**
 * The theme in use. The pages drawn at build time are in the default theme (ADR 0029): while React adopts one it
 * reads that default too, then moves on to the visitor's theme at once.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, getTheme, () => DEFAULT_THEME);
}
