import { LANGUAGE_NAMES } from '../i18n/language-names';
import { pageLanguage } from '../i18n/page-language';
import { languageHref } from './language-links';

/** The four languages as links to the current page in each (the current one marked), for the navbar and the footer. */
export function LanguageItems({ block, ...location }: { pathname: string; search: string; hash: string; block?: boolean }) {
  return LANGUAGE_NAMES.map(([language, name]) => (
    <li key={language}>
      <a
        href={languageHref(language, location)}
        hrefLang={language}
        lang={language}
        aria-current={language === pageLanguage ? 'true' : undefined}
        className={`${block ? 'flex w-full px-3' : 'inline-flex'} min-h-11 items-center rounded-md text-fg no-underline hover:bg-surface-2 aria-[current]:font-semibold aria-[current]:text-accent-text`}
      >
        {name}
      </a>
    </li>
  ));
}
