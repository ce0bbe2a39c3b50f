/**
 * Toasts without putting the toast library in every page's first download: the first toast loads sonner and
 * mounts its Toaster (app/app-toaster.tsx), then shows; later toasts go straight through. Use this module, not
 * 'sonner' directly.
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Options = Parameters<Sonner['toast']['success']>[1];
type Kind = 'success' | 'error' | 'info' | 'warning';

let ready: Promise<Sonner> | undefined;
let markMounted: (() => void) | undefined;
const mountRequests = new Set<() => void>();

/** The Toaster host calls this to learn when it must mount; returns an unsubscribe. */
export function onToasterNeeded(listener: () => void): () => void {
  mountRequests.add(listener);
  if (ready) listener();
  return () => mountRequests.delete(listener);
}

/** The Toaster calls this once it is mounted and listening. */
export function toasterMounted() {
  markMounted?.();
}

function load(): Promise<Sonner> {
  ready ??= (async () => {
    const mounted = new Promise<void>((resolve) => (markMounted = resolve));
    const sonner = await import('sonner');
    mountRequests.forEach((listener) => listener());
    await mounted;
    return sonner;
  })();
  return ready;
}

const show = (kind: Kind) => (message: string, options?: Options) => {
  void load().then((sonner) => sonner.toast[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
