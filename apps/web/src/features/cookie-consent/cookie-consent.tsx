import { lazy, Suspense, useEffect, useState } from 'react';
import { Cookie } from 'lucide-react';
import { useOnlineStatus } from '../../lib/use-online-status';
import { cookieTexts as t } from '../../i18n/cookies';
import {
  ALL_ACCEPTED,
  ESSENTIAL_ONLY,
  clearConsent,
  onConsentChange,
  onOpenCookieSettings,
  readConsent,
  saveConsent,
  type ConsentChoices,
  type CookieConsent as Consent,
} from './consent-store';
import { CookieBanner } from './cookie-banner';

// The dialog (and the dialog primitives under it) is a chunk of its own, fetched the first time it is opened: the
// banner arrives 2 s after every first visit, while few visitors open the settings, so the banner's chunk stays
// small enough to be read without blocking the page (issue 30, ADR 0074).
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })),
);

/**
 * The banner while no consent is stored, the 'Impostazioni Cookie' dialog, and afterwards the small floating
 * button bottom-left (the chat's round button is bottom-right). Loaded by CookieConsentMount 2 s after start.
 */
export default function CookieConsent() {
  const [consent, setConsent] = useState<Consent | null>(readConsent);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from its first opening on, so it closes as a dialog does (focus back where it was).
  const [settingsWanted, setSettingsWanted] = useState(false);
  if (settingsOpen && !settingsWanted) setSettingsWanted(true);
  const online = useOnlineStatus();

  useEffect(() => onConsentChange(setConsent), []);
  useEffect(() => onOpenCookieSettings(() => setSettingsOpen(true)), []);

  const choose = (choices: ConsentChoices) => {
    setConsent(saveConsent(choices));
    setSettingsOpen(false);
  };
  const reset = () => {
    clearConsent();
    setConsent(null);
    setSettingsOpen(false);
  };

  // Above the offline banner (full width at the bottom) while it shows.
  const bottom = online ? 'bottom-4' : 'bottom-16';
  return (
    <>
      {!consent && (
        <CookieBanner
          bottom={online ? 'bottom-3' : 'bottom-14'}
          onEssentialOnly={() => choose(ESSENTIAL_ONLY)}
          onAcceptAll={() => choose(ALL_ACCEPTED)}
          onCustomise={() => setSettingsOpen(true)}
        />
      )}
      {consent && !settingsOpen && (
        <button
          type="button"
          aria-label={t.floatingButton}
          aria-haspopup="dialog"
          title={t.floatingButton}
          className={`fixed left-4 ${bottom} z-40 flex size-11 items-center justify-center rounded-full border border-border bg-surface text-accent-text shadow-lg hover:bg-surface-2`}
          onClick={() => setSettingsOpen(true)}
        >
          <Cookie className="size-5" aria-hidden="true" />
        </button>
      )}
      {settingsWanted && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            initial={consent ?? ESSENTIAL_ONLY}
            savedAt={consent?.date ?? null}
            onSave={choose}
            onReset={reset}
          />
        </Suspense>
      )}
    </>
  );
}
