import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WAITING_STATUSES, type WaitingStatus } from '@barber/shared/domain/waiting-list';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { AdminWaitingEntry } from '@barber/shared/contract/waiting-list';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/select-field';
import { DEFAULT_TIME_ZONE, formatDate, formatPhone } from '../../../lib/format';
import { waitingStatusTone } from '../../../lib/waiting-status';
import { waitingList } from '../../../i18n/waiting-list';
import { CardListTab } from '../card-list-tab';
import { adminCall, bareList } from '../admin-request';
import { adminBarbersQuery, barberName } from '../catalog-queries';
import { it } from '../../../i18n/it';

const t = waitingList.admin;
const localDate = (iso: string) => utcToZoned(new Date(iso), DEFAULT_TIME_ZONE).date;
const localTime = (iso: string) => utcToZoned(new Date(iso), DEFAULT_TIME_ZONE).time;

const entriesQuery = (status: WaitingStatus | '', barberId: string) => ({
  queryKey: ['admin', 'waiting-list', status, barberId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    adminCall(
      'waitingListAll',
      { query: { ...(status ? { status } : {}), ...(barberId ? { barberId } : {}) } },
      { signal },
    ).then((answer) => bareList<AdminWaitingEntry>(answer)),
  refetchInterval: 60_000,
});

/** 'Lista d'attesa' (002 section 2): the read-only list in hand-over order, filtered by status and barber. */
export function WaitingListTab() {
  const [status, setStatus] = useState<WaitingStatus | ''>('');
  const [barberId, setBarberId] = useState('');
  const list = useQuery(entriesQuery(status, barberId));
  const barbers = useQuery(adminBarbersQuery);

  return (
    <CardListTab
      id="waiting-title"
      texts={t}
      summary={list.data && <p className="text-sm text-muted">{t.count(list.data.length)}</p>}
      query={list}
      filters={
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <SelectField
            label={t.statusFilter}
            value={status}
            onChange={(event) => setStatus(event.target.value as WaitingStatus | '')}
            options={[
              { value: '', label: t.allStatuses },
              ...WAITING_STATUSES.map((s) => ({ value: s, label: t.status[s] })),
            ]}
          />
          <SelectField
            label={t.barberFilter}
            value={barberId}
            onChange={(event) => setBarberId(event.target.value)}
            options={[
              { value: '', label: t.allBarbers },
              ...(barbers.data ?? []).map((b) => ({ value: b._id, label: barberName(b) })),
            ]}
          />
        </div>
      }
      filtered={status !== '' || barberId !== ''}
      rows={list.data ?? []}
      card={(entry) => <EntryCard entry={entry} />}
    />
  );
}

function EntryCard({ entry }: { entry: AdminWaitingEntry }) {
  const client = `${entry.client.firstName} ${entry.client.lastName}`;
  const days = entry.preferredDays.length
    ? entry.preferredDays.map((d) => it.days[d as keyof typeof it.days] ?? d).join(', ')
    : waitingList.anyDay;
  const slots = entry.preferredTimeSlots.length
    ? entry.preferredTimeSlots
        .map((s) => waitingList.timeSlots[s as keyof typeof waitingList.timeSlots] ?? s)
        .join(', ')
    : waitingList.anyTime;
  return (
    <Card className="flex h-full flex-col gap-3 !p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{client}</p>
        <span
          className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${waitingStatusTone[entry.status]}`}
        >
          {t.status[entry.status]}
        </span>
      </div>
      <p className="text-sm break-words text-muted">
        {entry.client.email}
        {entry.client.phone ? ` · ${formatPhone(entry.client.phone)}` : ''}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{waitingList.service}</dt>
        <dd>{entry.service}</dd>
        <dt className="text-muted">{waitingList.barber}</dt>
        <dd>{entry.preferredBarber ? barberName(entry.preferredBarber) : waitingList.anyBarber}</dd>
        <dt className="text-muted">{waitingList.days}</dt>
        <dd>{days}</dd>
        <dt className="text-muted">{waitingList.slots}</dt>
        <dd>{slots}</dd>
        {entry.notes && (
          <>
            <dt className="text-muted">{waitingList.notes}</dt>
            <dd className="break-words">{entry.notes}</dd>
          </>
        )}
        <dt className="text-muted">{waitingList.requested}</dt>
        <dd>{formatDate(localDate(entry.requestDate), 'short')}</dd>
        <dt className="text-muted">{waitingList.expires}</dt>
        <dd>{formatDate(localDate(entry.expiryDate), 'short')}</dd>
      </dl>
      {entry.offer && (
        <p className="rounded-lg bg-accent-soft p-2 text-sm text-accent-soft-fg">
          {t.heldUntil(
            formatDate(entry.offer.date, 'short'),
            entry.offer.time,
            localTime(entry.offer.offeredUntil),
          )}
        </p>
      )}
    </Card>
  );
}
