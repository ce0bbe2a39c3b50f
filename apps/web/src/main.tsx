import './lib/zod-jitless';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerZoneOffsets } from '@barber/shared/domain/zone-offsets';
import { initTheme } from './lib/theme';
import { DEFAULT_TIME_ZONE } from './lib/shop-zone';
import { getToken } from './lib/session-token';
import { setAdoptingFirstPaint } from './lib/first-paint';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './app/router';
import { App } from './app/app';
import './styles.css';

// The default zone's offsets from the build (vite.config.ts): its wall clock needs no Intl formatter (ADR 0030).
declare const __DEFAULT_ZONE_OFFSETS__: Parameters<typeof registerZoneOffsets>[1];
registerZoneOffsets(DEFAULT_TIME_ZONE, __DEFAULT_ZONE_OFFSETS__);

// The server's CSP forbids inline scripts, so the stored theme is applied here, before the first render.
initTheme();

const found = document.getElementById('root');
if (!found) throw new Error('Missing #root element');
const container: HTMLElement = found;
const drawn = container.hasAttribute('data-first-paint');
/** The drawn page is the app's from now on: interactive again (it was inert), and no longer hidden. */
const takeOver = () => {
  setAdoptingFirstPaint(false);
  container.removeAttribute('inert');
  container.removeAttribute('data-first-paint');
};

/**
 * The rest in a task of its own. The modules' evaluation and the router's start (its first navigation, the page's
 * code asked for, its storage read) were one long task: the longest of the first load. A task over 50 ms on a phone
 * blocks a tap and counts as Total Blocking Time beyond its 50 ms, so split parts block less (ADR 0081).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A public page arrives with its first paint drawn at build time for a visitor without a session (ADR 0029):
 * React adopts that markup (hydration: no second drawing of the page) once the page's code is loaded. A visitor
 * with a session never saw it (theme-init.js hides it): the app draws their page from scratch.
 */
function start(app: ReactNode) {
  // In a transition React works in slices of a few milliseconds (hydrating or rendering), so a phone's main
  // thread is never blocked for long.
  if (drawn && !getToken()) {
    setAdoptingFirstPaint(true);
    startTransition(() => {
      hydrateRoot(container, app, {
        // A difference between the drawn page and the browser's is redrawn by React; it is logged to be fixed.
        onRecoverableError: (error) => console.error('first paint differs from the app:', error),
      });
    });
    return;
  }
  container.replaceChildren();
  takeOver();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

async function boot() {
  await nextTask();
  // Created before rendering: the router starts loading the first page's code while the session is restored.
  const router = createAppRouter();
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} onFirstCommit={takeOver} />
    </StrictMode>
  );
  // A drawn page is adopted once its route's code is there (the first render must draw what the build drew).
  if (drawn && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    // The route's module was evaluated in the task that resolved its import: the adoption starts in the next.
    await nextTask();
  }
  start(app);
}

void boot();
