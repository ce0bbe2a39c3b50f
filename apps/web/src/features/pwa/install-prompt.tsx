import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Share, SquarePlus, X } from 'lucide-react';
import { Button } from '../../components/button';
import { pwa } from '../../i18n/pwa';
// The cookie banner's store (its announced interface, ADR 0026): one card at a time on a first visit.
import { onConsentChange, readConsent } from '../cookie-consent';
import { consumeInstallEvent, installState, subscribeInstallEvents } from './install-event';
import {
  INSTALL_DELAY_MS,
  installPromptDelay,
  isIosSafari,
  isStandalone,
  readDismissedAt,
  storeDismissedAt,
} from './install-rules';

const t = pwa.install;

/**
 * The floating install card (001 sections 2 and 4): the browser's own install dialog behind 'Installa' where
 * there is an offer (Android, desktop), the 'Condividi -> Aggiungi alla schermata Home' steps on iOS Safari.
 * Accepting hides it; refusing or closing stores the time, which keeps it away for 24 h (3 days on iOS).
 * On a first visit the cookie banner asks first: the card waits for that choice, then at least 2 s more, so the
 * two cards never stack at the bottom of a phone.
 */
export function InstallPrompt() {
  const state = useSyncExternalStore(subscribeInstallEvents, installState);
  const [ios] = useState(() => isIosSafari(navigator));
  const [visible, setVisible] = useState(false);
  const [done, setDone] = useState(false);
  // Date.now() of a cookie choice made during this visit; 0 when it was stored before; null while none is.
  const [consentAt, setConsentAt] = useState<number | null>(() => (readConsent() ? 0 : null));
  const titleId = useId();
  const offer = state.captured;

  useEffect(() => {
    if (consentAt !== null) return;
    return onConsentChange((consent) => consent && setConsentAt(Date.now()));
  }, [consentAt]);

  useEffect(() => {
    if (done || state.installed || consentAt === null) return;
    const rule = installPromptDelay({
      standalone: isStandalone(),
      ios,
      offerAt: offer?.at ?? null,
      loadedAt: state.loadedAt,
      dismissedAt: readDismissedAt(),
      now: Date.now(),
    });
    if (rule === null) return;
    const delay = Math.max(rule, consentAt + INSTALL_DELAY_MS - Date.now());
    const timer = window.setTimeout(() => setVisible(true), delay);
    return () => window.clearTimeout(timer);
  }, [ios, offer, state.loadedAt, state.installed, done, consentAt]);

  if (!visible || done || state.installed || (!ios && !offer)) return null;

  const dismiss = () => {
    storeDismissedAt(Date.now());
    setDone(true);
  };
  const install = async () => {
    if (!offer) return;
    consumeInstallEvent();
    setDone(true);
    await offer.event.prompt();
    const { outcome } = await offer.event.userChoice;
    if (outcome === 'dismissed') storeDismissedAt(Date.now());
  };

  return (
    <section
      aria-labelledby={titleId}
      className="pointer-events-auto w-full rounded-xl border border-border bg-surface p-4 text-fg shadow-lg"
    >
      <div className="flex items-start gap-3">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {ios ? t.iosTitle : t.title}
          </h2>
          {ios ? (
            <p className="mt-1 text-sm text-muted">
              {t.iosSteps}{' '}
              <Share className="inline size-4 align-text-bottom text-accent-text" aria-hidden="true" />{' '}
              {t.iosThen}{' '}
              <SquarePlus className="inline size-4 align-text-bottom text-accent-text" aria-hidden="true" />
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">{t.text}</p>
          )}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t.close}
          className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        {ios ? (
          <Button size="sm" variant="secondary" onClick={dismiss}>
            {t.iosDone}
          </Button>
        ) : (
          <>
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {t.refuse}
            </Button>
            <Button size="sm" onClick={() => void install()}>
              {t.accept}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
