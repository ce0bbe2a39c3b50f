import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, UserPlus } from 'lucide-react';
import type { QueuedWalkIn, WalkInStatusRequest } from '@barber/shared/contract/walk-ins';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { errorMessage } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { walkIns as t } from '../../i18n/walk-ins';
import { JoinForm } from './join-form';
import { QueueRow } from './queue-row';
import { queueQuery, setWalkInStatus, useLiveQueue, walkInsKey } from './walk-ins-api';

/**
 * The barber panel's queue: who is in service and who waits, live; 'Chiama il prossimo' calls the first one who
 * waits for this chair (or for anyone), and each row has its own next steps. Staff add a customer at the counter.
 */
export function QueueTab({ barberId }: { barberId: string }) {
  useLiveQueue();
  const client = useQueryClient();
  const queue = useQuery(queueQuery);
  const [adding, setAdding] = useState(false);
  const change = useMutation({
    mutationFn: ({ id, status }: { id: string; status: WalkInStatusRequest['status'] }) =>
      setWalkInStatus(id, { status, barberId }),
    onSuccess: (answer) => toast.success(t.status[answer.status]),
    onError: (error) => toast.error(errorMessage(error) || t.panel.failed),
    onSettled: () => client.invalidateQueries({ queryKey: walkInsKey }),
  });

  if (queue.isPending) return <LoadingBlock label={t.loading} minHeight="min-h-48" />;
  if (queue.isError)
    return (
      <LoadError icon retryLabel={t.retry} onRetry={() => void queue.refetch()}>
        <p className="font-semibold">{t.loadError}</p>
      </LoadError>
    );
  const entries = queue.data.entries;
  const mine = (e: QueuedWalkIn) => !e.barber || e.barber._id === barberId;
  const next = entries.find((e) => e.status === 'waiting' && mine(e));
  const act = (id: string, status: WalkInStatusRequest['status']) => change.mutate({ id, status });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="walk-ins-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="walk-ins-title" className="text-2xl font-semibold">
          {t.panel.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!next || change.isPending} onClick={() => next && act(next._id, 'called')}>
            <BellRing className="size-4" aria-hidden="true" />
            {t.panel.callNext}
          </Button>
          <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t.panel.add}
          </Button>
        </div>
      </div>
      {!queue.data.enabled && <FormAlert>{t.panel.closed}</FormAlert>}
      {adding && (
        <div className="rounded-2xl border border-border bg-surface p-4">
          <JoinForm staff onJoined={() => setAdding(false)} />
        </div>
      )}
      {entries.length === 0 ? (
        <p className="text-muted">{t.panel.empty}</p>
      ) : (
        <ul aria-label={t.panel.listLabel} className="flex flex-col gap-2">
          {entries.map((entry) => (
            <QueueRow key={entry._id} entry={entry} mine={mine(entry)} busy={change.isPending} onAct={act} />
          ))}
        </ul>
      )}
    </section>
  );
}
