import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { DEFAULT_TIMEFRAME, TIMEFRAMES, type Timeframe } from '@barber/shared/domain/stats';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { SelectField } from '../../../components/select-field';
import { formatChf, formatDate } from '../../../lib/format';
import { addDays } from '@barber/shared/domain/zoned-time';
import { stats } from '../../../i18n/stats';
import { adminBarbersQuery, barberName } from '../catalog-queries';
import { adminStatsQuery } from './stats-api';

// The five charts and Recharts with them: a chunk of their own, fetched when the figures are there.
const StatsCharts = lazy(() => import('./stats-charts').then((m) => ({ default: m.StatsCharts })));

/** 'Statistiche' (002 section 2): barber and period selectors, 'Aggiorna', three totals and five charts. */
export function StatsTab() {
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const [barberId, setBarberId] = useState('');
  const barbers = useQuery(adminBarbersQuery);
  const query = useQuery(adminStatsQuery(timeframe, barberId));
  const data = query.data;

  return (
    <section aria-labelledby="stats-title" className="flex flex-col gap-6">
      <div>
        <h2 id="stats-title" className="font-display text-2xl font-semibold">
          {stats.title}
        </h2>
        <p className="mt-1 text-muted">{stats.intro}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={stats.barber}
          className="sm:w-64"
          value={barberId}
          onChange={(e) => setBarberId(e.target.value)}
          options={[
            { value: '', label: stats.allBarbers },
            ...(barbers.data ?? []).map((b) => ({ value: b._id, label: barberName(b) })),
          ]}
        />
        <SelectField
          label={stats.timeframe}
          className="sm:w-48"
          value={timeframe}
          onChange={(e) => setTimeframe(e.target.value as Timeframe)}
          options={TIMEFRAMES.map((value) => ({ value, label: stats.timeframes[value] }))}
        />
        <Button
          variant="secondary"
          className="sm:mb-0.5"
          pending={query.isFetching}
          pendingLabel={stats.refreshing}
          onClick={() => void query.refetch()}
        >
          {!query.isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
          {stats.refresh}
        </Button>
      </div>

      {query.isPending ? (
        <LoadingBlock label={stats.loading} minHeight="min-h-48" />
      ) : query.isError && !data ? (
        <LoadError retryLabel={stats.retry} onRetry={() => void query.refetch()}>
          <p>{stats.loadError}</p>
        </LoadError>
      ) : data ? (
        <>
          {query.isError && (
            <LoadError retryLabel={stats.retry} onRetry={() => void query.refetch()}>
              <p>{stats.loadError}</p>
            </LoadError>
          )}
          <p className="text-sm text-muted" aria-live="polite">
            {stats.period(formatDate(data.from, 'medium'), formatDate(addDays(data.to, -1), 'medium'))}
          </p>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Total label={stats.totals.appointments} value={String(data.totals.appointments)} />
            <Total label={stats.totals.revenue} value={formatChf(data.totals.revenue)} hint={stats.totals.revenueHint} />
            <Total label={stats.totals.retained} value={String(data.totals.retainedClients)} hint={stats.totals.retainedHint} />
            {!barberId && <Total label={stats.totals.shop} value={formatChf(data.totals.shopRevenue)} hint={stats.totals.shopHint} />}
          </dl>
          <Suspense fallback={<LoadingBlock label={stats.chartLoading} minHeight="min-h-64" />}>
            <StatsCharts data={data} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}

function Total({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}
