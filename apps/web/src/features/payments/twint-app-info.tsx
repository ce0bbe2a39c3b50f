import { useId, useState } from 'react';
import { Info } from 'lucide-react';
import { payments } from '../../i18n/payments';

const t = payments.twintInfo;
/** The TWINT issuer's page, which sends each phone to its own app store. */
const TWINT_DOWNLOAD_URL = 'https://www.twint.ch/';

/**
 * A phone set up for Switzerland (a mobile browser with a Swiss language or the Swiss time zone) most likely has
 * TWINT; anywhere else the TWINT method offers an info button with the app-install link (001 section 2).
 */
export function isSwissMobile(nav: Pick<Navigator, 'userAgent' | 'languages'> = navigator): boolean {
  const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
  if (!mobile) return false;
  const swissLanguage = (nav.languages ?? []).some((language) => /-CH$/i.test(language));
  let swissZone = false;
  try {
    swissZone = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Europe/Zurich';
  } catch {
    // no time zone support: the language decides
  }
  return swissLanguage || swissZone;
}

export function TwintAppInfo() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-accent-text underline-offset-4 hover:underline"
      >
        <Info className="size-4" aria-hidden="true" />
        {t.button}
      </button>
      {open && (
        <div id={panelId} className="mt-1 rounded-lg border border-border bg-surface-2 p-3 text-sm">
          <p className="font-semibold">{t.title}</p>
          <p className="mt-1">{t.text}</p>
          <p className="mt-1">
            <a
              href={TWINT_DOWNLOAD_URL}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-accent-text underline underline-offset-4"
            >
              {t.download}
            </a>
          </p>
          <p className="mt-1 text-muted">{t.stores}</p>
        </div>
      )}
    </div>
  );
}
