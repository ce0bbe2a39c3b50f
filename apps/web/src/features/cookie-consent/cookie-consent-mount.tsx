import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';

// 001 section 9 (banner 2 s after load); kept here too so this eager file imports nothing else.
const MOUNT_DELAY_MS = 2000;

// A chunk that fails to load (offline, or an old page after a new release) leaves the page alone: the banner is
// asked again on the next visit.
const CookieConsent = lazy<ComponentType>(() =>
  import('./cookie-consent').catch(() => ({ default: () => null })),
);

/**
 * Cookie consent's part of the shell (ADR 0026). Eager and tiny: the banner, the settings dialog and the
 * floating button are a separate chunk fetched 2 s after the app starts, when the banner is due, so the first
 * page's JavaScript does not grow.
 */
export function CookieConsentMount() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // In a transition: the banner is drawn in slices, never one long task under the visitor's first taps.
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), MOUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
