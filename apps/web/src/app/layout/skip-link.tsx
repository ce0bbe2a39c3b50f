import type { MouseEvent } from 'react';
import { it } from '../../i18n/it';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps past the navbar. Focus is moved by hand so the URL (and router) stay put. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
    >
      {it.app.skipToContent}
    </a>
  );
}
