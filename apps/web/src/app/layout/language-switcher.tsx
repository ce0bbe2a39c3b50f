import { useLocation } from 'react-router';
import { LanguageItems } from '../../components/language-items';
import { pageLanguage } from '../../i18n/page-language';
import { it } from '../../i18n/it';

/**
 * The navbar's language choice: the page's language as its code, the four languages in their own names below.
 * A native disclosure (details/summary), without an icon or a state of its own: it is on every first page, whose
 * JavaScript stays under 150 kB (ADR 0028), and choosing a language loads the page again anyway.
 */
export function LanguageSwitcher() {
  const location = useLocation();
  return (
    <details className="relative">
      <summary
        aria-label={it.language.choose}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-sm font-semibold text-fg uppercase hover:bg-surface-2 [&::-webkit-details-marker]:hidden"
      >
        {pageLanguage}
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-40 rounded-lg border border-border bg-surface p-1 shadow-lg">
        <LanguageItems location={location} />
      </ul>
    </details>
  );
}
