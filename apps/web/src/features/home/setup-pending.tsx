import { Wrench } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { it } from '../../i18n/it';

/**
 * In place of the shop's details on a fresh install: the shop is being set up. While no admin exists the
 * one-time setup page is open, so it is linked (it asks for the code the server printed at start).
 */
export function SetupPending({ needsSetup }: { needsSetup: boolean }) {
  return (
    <div role="status" className="flex min-h-52 flex-col items-start justify-center gap-3">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Wrench className="size-5 text-accent-text" aria-hidden="true" />
        {it.home.setupPendingTitle}
      </p>
      <p className="text-muted">{it.home.setupPendingText}</p>
      {needsSetup && (
        <ButtonLink to="/setup" variant="secondary">
          {it.home.setupLink}
        </ButtonLink>
      )}
    </div>
  );
}
