import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { LoadingBlock } from '../../components/loading-block';
import { LoadErrorPanel } from '../../components/load-error';
import { errorMessage } from '../../lib/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { it } from '../../i18n/it';
import { setupTexts } from '../../i18n/setup';
import { setupStatusQuery } from './setup-api';
import { SetupForm } from './setup-form';

/**
 * /setup: the first run of a fresh install. Open only while no admin exists (the server enforces it; this page
 * just says so); asks for the code the server printed at start, then the admin and the shop's details.
 */
export default function SetupPage() {
  useDocumentTitle(setupTexts.title);
  const status = useQuery(setupStatusQuery);
  return (
    <div className="flex flex-1 justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-3xl">
        <h1 className="font-display text-3xl font-semibold">
          {status.data && !status.data.needsSetup ? setupTexts.doneTitle : setupTexts.title}
        </h1>
        {status.isPending ? (
          <LoadingBlock label={it.app.loading} minHeight="min-h-52" />
        ) : status.isError ? (
          <LoadErrorPanel
            className="mt-6"
            message={setupTexts.statusError}
            detail={errorMessage(status.error)}
            retryLabel={setupTexts.retry}
            onRetry={() => void status.refetch()}
          />
        ) : status.data.needsSetup ? (
          <SetupForm />
        ) : (
          <SetupDone />
        )}
      </Card>
    </div>
  );
}

function SetupDone() {
  return (
    <div className="mt-4 flex flex-col items-start gap-4">
      <p className="text-muted">{setupTexts.doneText}</p>
      <ButtonLink to="/login">{setupTexts.toLogin}</ButtonLink>
    </div>
  );
}
