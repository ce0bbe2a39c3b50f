import { LANGUAGE_NAMES } from '../i18n/language-names';
import { pageLanguage } from '../i18n/page-language';
import { languageHref } from './language-links';

/**
 * The four languages as links to the current page in each (the current one marked), for the navbar and the footer.
 * Lean on purpose: it is in every first page's JavaScript (ADR 0028's 150 kB).
 */
export function LanguageItems({ location }: { location: Parameters<typeof languageHref>[1] }) {
  return LANGUAGE_NAMES.map(([language, name]) => (
    <li key={language}>
      <a
        href={languageHref(language, location)}
        lang={language}
        aria-current={language === pageLanguage}
        className="flex min-h-11 items-center rounded-md px-3 text-fg no-underline hover:bg-surface-2 aria-[current=true]:font-semibold aria-[current=true]:text-accent-text"
      >
        {name}
      </a>
    </li>
  ));
}
