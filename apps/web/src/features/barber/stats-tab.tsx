import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIMEFRAME, TIMEFRAMES, type Timeframe } from '@barber/shared/domain/stats';
import type { BarberStatsResponse } from '@barber/shared/schemas/stats';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { callApi } from '../../lib/api-call';
import { formatChf } from '../../lib/format';
import { formatPercentChange } from '../../lib/stats-format';
import { stats } from '../../i18n/stats';

const t = stats.barberPanel;

// Recharts only once the barber opens this tab and there is something to draw.
const BarberStatsCharts = lazy(() => import('./stats-charts').then((m) => ({ default: m.BarberStatsCharts })));

const barberStatsQuery = (barberId: string, timeframe: Timeframe) => ({
  queryKey: ['barber-panel', 'stats', barberId, timeframe] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi('barberStats', { params: { id: barberId }, query: { timeframe } }, { signal }),
  placeholderData: keepPreviousData,
});

/** 'Statistiche' (002 section 2): Settimana / Mese / Anno, four cards, three charts, or the empty text. */
export function StatsTab({ barberId }: { barberId: string }) {
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const query = useQuery(barberStatsQuery(barberId, timeframe));
  const data = query.data;

  return (
    <section aria-labelledby="barber-stats-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="barber-stats-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        <div role="group" aria-label={t.periodLabel} className="inline-flex self-start rounded-lg border border-border bg-surface p-1">
          {TIMEFRAMES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={timeframe === value}
              onClick={() => setTimeframe(value)}
              className={`min-h-10 rounded-md px-4 text-sm font-semibold transition-colors ${
                timeframe === value ? 'bg-accent text-accent-fg' : 'text-muted hover:text-fg'
              }`}
            >
              {stats.timeframes[value]}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <LoadingBlock label={stats.loading} minHeight="min-h-48" />
      ) : query.isError && !data ? (
        <LoadError retryLabel={stats.retry} onRetry={() => void query.refetch()} icon>
          <p>{stats.loadError}</p>
        </LoadError>
      ) : data ? (
        <BarberStats data={data} />
      ) : null}
    </section>
  );
}

function BarberStats({ data }: { data: BarberStatsResponse }) {
  if (data.appointments.total === 0 && data.appointments.previousPeriod === 0) {
    return <p className="rounded-xl border border-border bg-surface p-6 text-center text-muted">{t.empty}</p>;
  }
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          label={t.appointments}
          value={String(data.appointments.total)}
          change={data.appointments.change}
          previous={String(data.appointments.previousPeriod)}
        />
        <Card
          label={t.revenue}
          value={formatChf(data.revenue.total)}
          change={data.revenue.change}
          previous={formatChf(data.revenue.previousPeriod)}
        />
        <Card label={t.duration} value={t.minutes(data.duration.average)} />
        <Card
          label={t.popular}
          value={data.mostPopularService?.name ?? t.none}
          detail={data.mostPopularService ? t.bookings(data.mostPopularService.count) : undefined}
        />
      </dl>
      {data.appointments.total > 0 ? (
        <Suspense fallback={<LoadingBlock label={stats.chartLoading} minHeight="min-h-64" />}>
          <BarberStatsCharts data={data} />
        </Suspense>
      ) : (
        <p className="text-muted">{t.empty}</p>
      )}
    </>
  );
}

function Card({ label, value, change, previous, detail }: { label: string; value: string; change?: number | undefined; previous?: string; detail?: string | undefined }) {
  const tone = change === undefined || change === 0 ? 'text-muted' : change > 0 ? 'text-success' : 'text-danger';
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold break-words tabular-nums">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-muted">{detail}</dd>}
      {previous !== undefined && (
        <dd className={`mt-1 text-sm ${tone}`}>{change === undefined ? t.noChange : t.change(formatPercentChange(change))}</dd>
      )}
      {previous !== undefined && change !== undefined && <dd className="text-xs text-muted">{t.previous(previous)}</dd>}
    </div>
  );
}
