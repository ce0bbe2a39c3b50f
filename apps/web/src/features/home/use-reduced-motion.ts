import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY));

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * The visitor asked the system for less motion: no autoplaying video, no rotating carousel. A page drawn at build
 * time (ADR 0029) assumes motion; while React adopts it, it does too, then follows the visitor's setting at once.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches === true, () => false);
}
