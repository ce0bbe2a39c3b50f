import { Link, Navigate } from 'react-router';
import { SearchX } from 'lucide-react';
import { useAuth } from '../lib/auth-context';
import { useDocumentTitle } from '../lib/use-document-title';
import { LOGIN_PATH } from '../lib/session-paths';
import { buttonClasses } from '../components/button-styles';
import { it } from '../i18n/it';

/** Unknown paths need a session (000 section 2): visitors go to /login, users see a 404. */
export function NotFoundRoute() {
  const { user } = useAuth();
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return <NotFoundPage />;
}

function NotFoundPage() {
  useDocumentTitle(it.notFound.title);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-accent-text" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold">{it.notFound.title}</h1>
      <p className="text-muted">{it.notFound.text}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'no-underline')}>
        {it.notFound.home}
      </Link>
    </section>
  );
}
