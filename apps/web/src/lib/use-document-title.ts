import { useEffect } from 'react';
import { it } from '../i18n/it';

/** Each page names itself, so screen readers announce where a navigation landed. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${it.app.documentTitle}`;
  }, [title]);
}
