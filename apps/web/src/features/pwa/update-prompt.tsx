import { useEffect, useId, useRef } from 'react';
import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from './register-sw';
import { Button } from '../../components/button';
import { pwa } from '../../i18n/pwa';

/** How often an open app asks the server whether a new version was published. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

const t = pwa.update;

/**
 * Registers the service worker (ADR 0023) and shows the new-version prompt 'Aggiorna Ora' / 'Dopo' (001 section 2)
 * when a new one is waiting. 'Aggiorna Ora' activates it and reloads; 'Dopo' keeps the running version until the
 * next visit (the waiting worker takes over once every tab of the app is closed).
 */
export function UpdatePrompt() {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, r) {
      registration.current = r;
    },
  });
  const titleId = useId();

  useEffect(() => {
    const timer = window.setInterval(() => {
      // Offline, the check would only fail; the next one comes in an hour.
      if (navigator.onLine) registration.current?.update().catch(() => undefined);
    }, UPDATE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  if (!needRefresh) return null;
  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      className="pointer-events-auto w-full rounded-xl border border-accent bg-surface p-4 text-fg shadow-lg"
    >
      <div className="flex items-start gap-3">
        <RefreshCw className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t.label}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.message}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          {t.later}
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          {t.now}
        </Button>
      </div>
    </section>
  );
}
