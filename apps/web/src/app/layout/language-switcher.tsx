import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { pageLanguage } from '../../i18n/page-language';
import { it } from '../../i18n/it';

// The list's code loads when the visitor first opens the choice: every first page's JavaScript stays under
// 150 kB (ADR 0028) in each of the four languages (ADR 0061), and few visitors change language.
const LanguageItems = lazy(() =>
  import('../../components/language-items').then((module) => ({ default: module.LanguageItems })),
);

/**
 * The navbar's language choice: the page's language as its code, the four languages in their own names below.
 * A native disclosure (details/summary), without an icon: choosing a language loads the page again anyway.
 */
export function LanguageSwitcher() {
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  return (
    <details className="relative" onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      <summary
        aria-label={it.language.choose}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-sm font-semibold text-fg uppercase hover:bg-surface-2 [&::-webkit-details-marker]:hidden"
      >
        {pageLanguage}
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-40 rounded-lg border border-border bg-surface p-1 shadow-lg">
        {opened && (
          <Suspense fallback={null}>
            <LanguageItems location={location} />
          </Suspense>
        )}
      </ul>
    </details>
  );
}
