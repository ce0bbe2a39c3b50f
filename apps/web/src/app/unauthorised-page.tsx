import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '../components/button-styles';
import { useDocumentTitle } from '../lib/use-document-title';
import { it } from '../i18n/it';
import type { Access } from './access';

/**
 * A logged-in user on a page of another role: saying so (instead of a silent redirect) tells an admin who
 * logged in with the wrong account what to do.
 */
export function UnauthorisedPage({ access }: { access: Access }) {
  useDocumentTitle(it.unauthorised.title);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <ShieldAlert className="size-12 text-danger" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold">{it.unauthorised.title}</h1>
      <p className="text-muted">
        {access === 'admin' ? it.unauthorised.adminOnly : it.unauthorised.otherRole}
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'no-underline')}>
        {it.unauthorised.home}
      </Link>
    </section>
  );
}
