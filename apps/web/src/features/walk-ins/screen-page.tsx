import { useQuery } from '@tanstack/react-query';
import type { QueuedWalkIn } from '@barber/shared/contract/walk-ins';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../lib/use-document-title';
import { walkIns as t } from '../../i18n/walk-ins';
import { queueQuery, useLiveQueue } from './walk-ins-api';

/** /coda/schermo, the queue on the shop's TV: first names only, large, live. */
export default function ScreenPage() {
  useDocumentTitle(t.screen.title);
  useLiveQueue();
  const queue = useQuery(queueQuery);
  const entries = queue.data?.entries ?? [];
  const inService = entries.filter((e) => e.status === 'in_service');
  const waiting = entries.filter((e) => e.status !== 'in_service');

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="font-display text-3xl font-semibold sm:text-5xl">{t.screen.title}</h1>
      {queue.isPending ? (
        <LoadingBlock label={t.loading} minHeight="min-h-48" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <ScreenColumn title={t.screen.inService} entries={inService} empty={t.screen.noneInService} />
          <ScreenColumn title={t.screen.next} entries={waiting} empty={t.screen.empty} />
        </div>
      )}
      <p className="text-center text-lg text-muted">{t.screen.join}</p>
    </div>
  );
}

function ScreenColumn({ title, entries, empty }: { title: string; entries: QueuedWalkIn[]; empty?: string }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-border bg-surface p-5">
      <h2 className="mb-4 text-xl font-semibold text-muted sm:text-2xl">{title}</h2>
      {entries.length === 0 && empty && <p className="text-xl">{empty}</p>}
      <ol className="flex flex-col gap-3">
        {entries.map((e) => (
          <li key={e._id} className="flex items-baseline justify-between gap-4 rounded-xl bg-bg px-4 py-3">
            <span className="flex items-baseline gap-3 text-2xl font-semibold sm:text-4xl">
              {e.position !== null && <span className="text-accent-text">{e.position}</span>}
              {e.firstName}
            </span>
            <span className="text-right text-base text-muted sm:text-xl">
              {e.status === 'called' ? t.status.called : e.status === 'in_service' ? (e.barber?.firstName ?? '') : e.waitMinutes !== null ? t.screen.wait(e.waitMinutes) : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
