import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { roundWait } from '@barber/shared/domain/walk-ins';
import { Footprints } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../lib/use-document-title';
import { walkIns as t } from '../../i18n/walk-ins';
import { JoinForm } from './join-form';
import { queueQuery, useLiveQueue } from './walk-ins-api';

/** /coda, where the shop's QR code at the door points: the current wait, and the form that joins the queue. */
export default function JoinPage() {
  useDocumentTitle(t.title);
  useLiveQueue();
  const navigate = useNavigate();
  const queue = useQuery(queueQuery);

  let body;
  if (queue.isPending) body = <LoadingBlock label={t.loading} minHeight="min-h-48" />;
  else if (queue.isError)
    body = (
      <LoadError icon retryLabel={t.retry} onRetry={() => void queue.refetch()}>
        <p className="font-semibold">{t.loadError}</p>
      </LoadError>
    );
  else if (!queue.data.enabled)
    body = (
      <Card className="flex flex-col items-start gap-4 p-6">
        <p>{t.closed}</p>
        <ButtonLink to="/guest-booking">{t.book}</ButtonLink>
      </Card>
    );
  else
    body = (
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <p className="text-lg font-semibold text-accent-text" role="status">
          {queue.data.currentWaitMinutes === null ? t.home.full : t.home.wait(roundWait(queue.data.currentWaitMinutes))}
        </p>
        <JoinForm onJoined={(joined) => void navigate(`/coda/${joined.token}`)} />
      </Card>
    );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-3 font-display text-3xl font-semibold sm:text-4xl">
          <Footprints className="size-8 text-accent-text" aria-hidden="true" />
          {t.title}
        </h1>
        <p className="text-muted">{t.intro}</p>
      </header>
      {body}
    </div>
  );
}
