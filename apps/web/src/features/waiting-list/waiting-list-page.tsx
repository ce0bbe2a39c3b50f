import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { ApiError } from '../../lib/api-client';
import { DEFAULT_TIME_ZONE, formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { waitingStatusTone } from '../../lib/waiting-status';
import { waitingList as t } from '../../i18n/waiting-list';
import { EntryForm } from './entry-form';
import { myEntriesKey, myEntriesQuery, removeEntry, type WaitingEntry } from './waiting-list-api';
import { it } from '../../i18n/it';

/** How long the success messages stay (001 section 4: the form closes and resets after 2 s). */
const MESSAGE_MS = 2000;

const localDate = (iso: string) => utcToZoned(new Date(iso), DEFAULT_TIME_ZONE).date;
const localTime = (iso: string) => utcToZoned(new Date(iso), DEFAULT_TIME_ZONE).time;

function removeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t.removeErrors[403];
    if (error.status === 404) return t.removeErrors[404];
    if (error.status === 405) return t.removeErrors[405];
    return error.message || t.removeErrors.other;
  }
  return t.removeErrors.other;
}

/** /waiting-list (001 section 2): the customer's requests and the form to add one. */
export default function WaitingListPage() {
  useDocumentTitle(t.title);
  const queryClient = useQueryClient();
  const entries = useQuery(myEntriesQuery);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [success, setSuccess] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [toRemove, setToRemove] = useState<WaitingEntry | null>(null);

  // A removal's message goes after 2 s (001 section 4); an add's stays until the next request is begun, so the
  // person sees it whatever they were looking at.
  useEffect(() => {
    if (success !== t.removed) return;
    const timer = setTimeout(() => setSuccess(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  // After an add the form closes after 2 s (001 section 4), unless a new request has been begun in it meanwhile.
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setClosing(false);
      setFormOpen(false);
    }, MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  const remove = useMutation({
    mutationFn: (entry: WaitingEntry) => removeEntry(entry._id),
    onSuccess: () => {
      setToRemove(null);
      setSuccess(t.removed);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myEntriesKey }),
  });

  // The form is emptied at once (issue 27 item 11): nothing of the request just sent can be sent twice, and a
  // second request starts clean.
  const added = () => {
    setSuccess(t.added);
    setFormKey((k) => k + 1);
    setClosing(true);
    void queryClient.invalidateQueries({ queryKey: myEntriesKey });
  };
  const openForm = () => {
    setSuccess(null);
    setFormOpen(true);
  };

  let list;
  if (entries.isPending) list = <LoadingBlock label={t.loading} minHeight="min-h-32" />;
  else if (entries.isError)
    list = (
      <LoadError retryLabel={t.retry} onRetry={() => void entries.refetch()}>
        <p>{t.loadError}</p>
      </LoadError>
    );
  else if (entries.data.length === 0) list = <p className="text-muted">{t.empty}</p>;
  else
    list = (
      <ul aria-label={t.listLabel} className="grid gap-4 md:grid-cols-2">
        {entries.data.map((entry) => (
          <li key={entry._id}>
            <EntryCard entry={entry} onRemove={() => (remove.reset(), setToRemove(entry))} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8" aria-labelledby="waiting-title">
      <header className="flex flex-col gap-2">
        <h1 id="waiting-title" className="font-display text-3xl font-semibold sm:text-4xl">
          {t.title}
        </h1>
        <p className="text-muted">{t.intro}</p>
      </header>
      {/* The alert is the status region itself (a second one around it would announce it twice). */}
      {success && <FormAlert tone="success">{success}</FormAlert>}
      {formOpen ? (
        <Card className="!p-4 sm:!p-6">
          {/* Any choice in the fresh form is a new request begun: it stays open. */}
          <div onChange={() => closing && (setClosing(false), setSuccess(null))}>
            <EntryForm
              key={formKey}
              onAdded={added}
              onCancel={() => {
                setClosing(false);
                setFormOpen(false);
              }}
            />
          </div>
        </Card>
      ) : (
        <Button size="lg" className="self-start" onClick={openForm}>
          <Plus className="size-5" aria-hidden="true" />
          {t.add}
        </Button>
      )}
      <h2 className="text-xl font-semibold">{t.listTitle}</h2>
      {list}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToRemove(null)}
        title={t.removeTitle}
        message={t.removeConfirm}
        confirmLabel={t.removeAction}
        cancelLabel={t.keep}
        closeLabel={t.close}
        pendingLabel={t.removing}
        pending={remove.isPending}
        destructive
        error={remove.isError ? removeError(remove.error) : undefined}
        onConfirm={() => toRemove && remove.mutate(toRemove)}
      />
    </section>
  );
}

function EntryCard({ entry, onRemove }: { entry: WaitingEntry; onRemove: () => void }) {
  // 001 section 4: pending and notified by name, anything else 'Scaduta'; a request booked through its offer says so.
  const label = entry.status in t.status ? t.status[entry.status as keyof typeof t.status] : t.status.expired;
  const tone = waitingStatusTone[entry.status];
  const barber = entry.preferredBarber ? `${entry.preferredBarber.firstName} ${entry.preferredBarber.lastName}` : t.anyBarber;
  const days = entry.preferredDays.length
    ? entry.preferredDays.map((d) => it.days[d as keyof typeof it.days] ?? d).join(', ')
    : t.anyDay;
  const slots = entry.preferredTimeSlots.length
    ? entry.preferredTimeSlots.map((s) => t.timeSlots[s as keyof typeof t.timeSlots] ?? s).join(', ')
    : t.anyTime;
  const offer = entry.status === 'notified' ? entry.offer : null;
  return (
    <Card className="flex h-full flex-col gap-3 !p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{entry.service}</p>
        <span className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${tone}`}>{label}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t.barber}</dt>
        <dd>{barber}</dd>
        <dt className="text-muted">{t.days}</dt>
        <dd>{days}</dd>
        <dt className="text-muted">{t.slots}</dt>
        <dd>{slots}</dd>
        {entry.notes && (
          <>
            <dt className="text-muted">{t.notes}</dt>
            <dd className="break-words">{entry.notes}</dd>
          </>
        )}
        <dt className="text-muted">{t.requested}</dt>
        <dd>{formatDate(localDate(entry.requestDate), 'short')}</dd>
        <dt className="text-muted">{t.expires}</dt>
        <dd>{formatDate(localDate(entry.expiryDate), 'short')}</dd>
      </dl>
      {entry.status === 'notified' && (
        <div className="flex flex-col gap-3 rounded-lg bg-accent-soft p-3 text-accent-soft-fg">
          <p>{t.notifiedText}</p>
          {offer && (
            <>
              <p className="font-semibold">
                {t.offerUntil(formatDate(offer.date, 'long'), offer.time, localTime(offer.offeredUntil))}
              </p>
              <ButtonLink to={`/lista-attesa/offerta/${offer.token}`} className="self-start">
                {t.openOffer}
              </ButtonLink>
            </>
          )}
        </div>
      )}
      <Button variant="danger" className="mt-auto self-start" onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t.remove}
      </Button>
    </Card>
  );
}
