import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Languages } from 'lucide-react';
import { useDismiss } from '../../components/use-dismiss';
import { pageLanguage } from '../../i18n/page-language';
import { it } from '../../i18n/it';
import { LanguageItems } from '../../components/language-items';

/** The navbar's language choice: the page's language as its code, the four languages in their own names below. */
export function LanguageSwitcher() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), container, trigger);
  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        className="flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-fg uppercase hover:bg-surface-2"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={it.language.choose}
        title={it.language.choose}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Languages className="size-5" aria-hidden="true" />
        <span aria-hidden="true">{pageLanguage}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1 w-40 rounded-lg border border-border bg-surface p-1 shadow-lg"
      >
        <LanguageItems pathname={location.pathname} search={location.search} hash={location.hash} block />
      </ul>
    </div>
  );
}
