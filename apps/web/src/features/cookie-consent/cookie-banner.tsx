import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button-styles';
import { cookieTexts as t } from '../../i18n/cookies';

interface CookieBannerProps {
  bottom: string;
  onEssentialOnly: () => void;
  onCustomise: () => void;
  onAcceptAll: () => void;
}

/**
 * The consent banner: a non-modal card at the bottom (the page stays usable; nothing optional loads until a
 * choice is made). Refusing is as easy as accepting: 'Solo essenziali' sits beside 'Accetta tutti'.
 */
export function CookieBanner({ bottom, onEssentialOnly, onCustomise, onAcceptAll }: CookieBannerProps) {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className={`fixed inset-x-3 ${bottom} z-50 mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-4 text-fg shadow-2xl sm:inset-x-4 sm:p-5`}
    >
      <h2 id="cookie-banner-title" className="flex items-center gap-2 text-base font-semibold">
        <Cookie className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
        <Link
          to="/privacy-policy"
          className="text-accent-text underline underline-offset-2"
          title={t.bannerLinkHint}
        >
          {t.bannerTitle}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-muted">{t.bannerText}</p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <button type="button" className={buttonClasses('secondary', 'sm')} onClick={onEssentialOnly}>
          {t.essentialOnly}
        </button>
        <button type="button" className={buttonClasses('primary', 'sm')} onClick={onAcceptAll}>
          {t.acceptAll}
        </button>
        <button
          type="button"
          className={buttonClasses('ghost', 'sm', 'col-span-2 underline sm:order-first sm:mr-auto')}
          onClick={onCustomise}
        >
          {t.customise}
        </button>
      </div>
    </section>
  );
}
