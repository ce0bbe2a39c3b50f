import type { AdminStatsResponse } from '@barber/shared/schemas/stats';
import { RETENTION_BUCKETS } from '@barber/shared/domain/stats';
import { ChartPanel } from '../../../components/charts/chart-panel';
import { SimpleBarChart, SlicesPieChart, TrendLineChart } from '../../../components/charts/charts';
import { formatChf, formatDate } from '../../../lib/format';
import { formatDayMonth, formatMonth } from '../../../lib/stats-format';
import { stats } from '../../../i18n/stats';

const c = stats.columns;
/** A retention bucket as the server names it (its Italian), in the page's language. */
const bucketName = (name: string) => stats.buckets[(RETENTION_BUCKETS as readonly string[]).indexOf(name)] ?? name;

/**
 * The Stats tab's five charts (002 section 2), each with its table and CSV. The month shows daily points, the
 * week and the year monthly points, as the spec has it.
 */
export function StatsCharts({ data }: { data: AdminStatsResponse }) {
  const daily = data.timeframe === 'month';
  const points = daily
    ? data.appointmentsByDay.map((d, i) => ({ key: d.day, count: d.count, revenue: data.revenueByDay[i]?.revenue ?? 0 }))
    : data.appointmentsByMonth.map((m, i) => ({ key: m.month, count: m.count, revenue: data.revenueByMonth[i]?.revenue ?? 0 }));
  const keyLabel = daily ? c.day : c.month;
  const retention = data.customerRetention.map((r) => ({ ...r, name: bucketName(r.name) }));
  const showKey = (key: string) => (daily ? formatDate(key, 'short') : formatMonth(key, 'long'));
  const tickKey = (key: string) => (daily ? formatDayMonth(key) : formatMonth(key));
  const suffix = `${data.timeframe}-${data.from}`;
  const barSize = data.timeframe === 'year' ? 25 : 40;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel
        title={stats.charts.appointments}
        rows={points}
        fileName={`appuntamenti-${suffix}`}
        texts={stats}
        columns={[
          { label: keyLabel, value: (r) => r.key, display: (r) => showKey(r.key) },
          { label: c.count, value: (r) => r.count },
        ]}
      >
        <TrendLineChart data={points} x="key" y="count" name={c.count} formatX={tickKey} />
      </ChartPanel>
      <ChartPanel
        title={stats.charts.revenue}
        rows={points}
        fileName={`fatturato-${suffix}`}
        texts={stats}
        columns={[
          { label: keyLabel, value: (r) => r.key, display: (r) => showKey(r.key) },
          { label: c.revenue, value: (r) => r.revenue.toFixed(2), display: (r) => formatChf(r.revenue) },
        ]}
      >
        <TrendLineChart data={points} x="key" y="revenue" name={stats.totals.revenue} formatX={tickKey} formatY={(v) => formatChf(v)} />
      </ChartPanel>
      <ChartPanel
        title={stats.charts.peakHours}
        rows={data.peakHours}
        fileName={`orari-di-punta-${suffix}`}
        texts={stats}
        columns={[
          { label: c.hour, value: (r) => stats.hourLabel(r.hour) },
          { label: c.count, value: (r) => r.count },
        ]}
      >
        <SimpleBarChart data={data.peakHours} x="hour" y="count" name={c.count} barSize={barSize} formatX={(h) => stats.hourLabel(Number(h))} />
      </ChartPanel>
      <ChartPanel
        title={stats.charts.retention}
        rows={retention}
        fileName={`fidelizzazione-${suffix}`}
        texts={stats}
        columns={[
          { label: c.bucket, value: (r) => r.name },
          { label: c.clients, value: (r) => r.value },
        ]}
      >
        {/* Five fixed colours, one per bucket (002 section 2). */}
        <SlicesPieChart data={retention} x="name" y="value" name={c.clients} />
      </ChartPanel>
      <ChartPanel
        className="lg:col-span-2"
        title={stats.charts.services}
        rows={data.serviceStats}
        fileName={`servizi-${suffix}`}
        texts={stats}
        columns={[
          { label: c.service, value: (r) => r.name },
          { label: c.bookings, value: (r) => r.count },
        ]}
      >
        <SimpleBarChart data={data.serviceStats} x="name" y="count" name={c.bookings} barSize={barSize} />
      </ChartPanel>
    </div>
  );
}
