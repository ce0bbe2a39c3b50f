import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Mail, Phone, RotateCcw } from 'lucide-react';
import type { ContactKind } from '@barber/shared/domain/contact';
import type { ContactRequestItem } from '@barber/shared/contract/contact';
import { Button } from '../../../components/button';
import { Pager } from '../../../components/pager';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/select-field';
import { formatDate, formatDateTime, formatPhone } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminRequests as t } from '../../../i18n/admin-requests';
import { CardListTab } from '../card-list-tab';
import { adminCall } from '../admin-request';

type Status = 'open' | 'handled';
const PAGE_SIZE = 20;
const requestsKey = ['admin', 'contact-requests'] as const;

const requestsQuery = (kind: ContactKind | '', status: Status | '', page: number) => ({
  queryKey: [...requestsKey, kind, status, page] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    adminCall(
      'contactRequests',
      { query: { ...(kind ? { kind } : {}), ...(status ? { status } : {}), page, limit: PAGE_SIZE } },
      { signal },
    ),
  refetchInterval: 60_000,
  placeholderData: keepPreviousData,
});

/** 'Richieste' (issue 15 item 4): demo and consultation requests, newest first, paginated, marked when handled. */
export function RequestsTab() {
  const [kind, setKind] = useState<ContactKind | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery(requestsQuery(kind, status, page));
  const pagination = list.data?.pagination;

  return (
    <CardListTab
      id="requests-title"
      texts={t}
      summary={
        list.data && (
          <p className="text-sm text-muted">
            {t.total(list.data.pagination.total)} · {t.open(list.data.open)}
          </p>
        )
      }
      query={list}
      filters={
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <ListFilter
            label={t.kindFilter}
            value={kind}
            all={t.allKinds}
            choices={['demo', 'consultation'] as const}
            labels={t.kinds}
            onChange={(next: ContactKind | '') => {
              setKind(next);
              setPage(1);
            }}
          />
          <ListFilter
            label={t.statusFilter}
            value={status}
            all={t.allStatuses}
            choices={['open', 'handled'] as const}
            labels={t.statuses}
            onChange={(next: Status | '') => {
              setStatus(next);
              setPage(1);
            }}
          />
        </div>
      }
      filtered={kind !== '' || status !== ''}
      rows={list.data?.data ?? []}
      card={(request) => <RequestCard request={request} />}
      pager={
        pagination && (
          <Pager
            page={pagination.page}
            pages={pagination.pages}
            onPage={setPage}
            label={t.page(pagination.page, pagination.pages)}
            previousLabel={t.previous}
            nextLabel={t.next}
            pageLabel={t.page}
          />
        )
      }
    />
  );
}

function RequestCard({ request }: { request: ContactRequestItem }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (handled: boolean) =>
      adminCall('contactRequestHandled', { params: { id: request._id }, body: { handled } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: requestsKey });
    },
    onError: () => toast.error(t.updateError),
  });
  const phone = formatPhone(request.phone);
  return (
    <Card className={`flex h-full flex-col gap-3 !p-4 ${request.handled ? 'border-dashed' : ''}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold [overflow-wrap:anywhere]">{request.name}</p>
        <div className="flex gap-2">
          <span className="inline-flex items-center rounded-full bg-accent-soft px-3 py-0.5 text-sm font-semibold text-accent-soft-fg">
            {t.kinds[request.kind]}
          </span>
          <span
            className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${
              request.handled
                ? 'bg-status-confirmed-bg text-status-confirmed-fg'
                : 'bg-status-pending-bg text-status-pending-fg'
            }`}
          >
            {request.handled ? t.handledBadge : t.openBadge}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t.received}</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
        {request.salonName && (
          <>
            <dt className="text-muted">{t.salon}</dt>
            <dd className="[overflow-wrap:anywhere]">{request.salonName}</dd>
          </>
        )}
        {request.kind === 'consultation' && (
          <>
            <dt className="text-muted">{t.service}</dt>
            <dd>{request.serviceLabel}</dd>
            <dt className="text-muted">{t.when}</dt>
            <dd>
              {request.date ? formatDate(request.date) : ''}, {request.time}
            </dd>
          </>
        )}
        <dt className="text-muted">{t.phone}</dt>
        <dd>{phone}</dd>
        {request.email && (
          <>
            <dt className="text-muted">{t.email}</dt>
            <dd className="break-all">{request.email}</dd>
          </>
        )}
        {request.kind === 'demo' && request.privacyAccepted && (
          <>
            <dt className="text-muted">{t.privacy}</dt>
            <dd>{t.yes}</dd>
          </>
        )}
      </dl>
      {request.message && (
        <p className="rounded-lg bg-surface-2 p-3 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
          <span className="sr-only">{t.message}: </span>
          {request.message}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <a
          href={`tel:${request.phone}`}
          className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-input-border px-3 text-sm font-semibold hover:bg-surface-2"
        >
          <Phone className="size-4" aria-hidden="true" />
          {phone}
        </a>
        {request.email && (
          <a
            href={`mailto:${request.email}`}
            className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-input-border px-3 text-sm font-semibold hover:bg-surface-2"
          >
            <Mail className="size-4" aria-hidden="true" />
            {t.email}
          </a>
        )}
        <Button
          size="sm"
          variant={request.handled ? 'ghost' : 'primary'}
          pending={toggle.isPending}
          pendingLabel={t.saving}
          onClick={() => toggle.mutate(!request.handled)}
        >
          {request.handled ? (
            <RotateCcw className="size-4" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="size-4" aria-hidden="true" />
          )}
          {request.handled ? t.reopen : t.markHandled}
        </Button>
      </div>
    </Card>
  );
}

/** A filter of the list: 'all' (the empty value), then its choices in the order given. */
function ListFilter<V extends string>({
  label,
  value,
  all,
  choices,
  labels,
  onChange,
}: {
  label: string;
  value: V | '';
  all: string;
  choices: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V | '') => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
      options={[{ value: '', label: all }, ...choices.map((choice) => ({ value: choice, label: labels[choice] }))]}
    />
  );
}
