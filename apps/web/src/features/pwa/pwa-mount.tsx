import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useAfterLoad } from '../../lib/use-after-load';
import { keepEarlyInstallOffer } from './early-install-offer';

/** After the page's load event: the prompts and the service worker never compete with the first page. */
export const PWA_AFTER_LOAD_MS = 1_500;

// A chunk that cannot load (offline before the worker has the app, an old page after a release) leaves the page
// alone: the prompts come with the next visit.
const PwaPrompts = lazy<ComponentType>(() => import('./pwa-prompts').catch(() => ({ default: () => null })));

/**
 * The installable app's part of the shell (ADR 0023), the only part in the first page's JavaScript: it keeps the
 * browser's install offer (beforeinstallprompt can fire early; preventDefault keeps the browser's own bar away,
 * our card asks instead), then loads the prompts' chunk (install card, new-version prompt, service worker
 * registration) once the page has loaded.
 */
export function PwaMount() {
  const ready = useAfterLoad(PWA_AFTER_LOAD_MS);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      keepEarlyInstallOffer(event);
    };
    addEventListener('beforeinstallprompt', keep);
    return () => removeEventListener('beforeinstallprompt', keep);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaPrompts />
    </Suspense>
  );
}
