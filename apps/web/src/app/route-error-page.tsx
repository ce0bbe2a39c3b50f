import { TriangleAlert } from 'lucide-react';
import { it } from '../i18n/it';
import { buttonClasses } from '../components/button-styles';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically a new release replaced the old
 * chunks): reloading fetches the current version.
 */
export function RouteErrorPage() {
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <TriangleAlert className="size-12 text-accent-text" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold">{it.errors.pageTitle}</h1>
      <p className="text-muted">{it.errors.pageText}</p>
      <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
        {it.errors.reload}
      </button>
    </main>
  );
}
