import type { BarberStatsResponse } from '@barber/shared/schemas/stats';
import { ChartPanel } from '../../components/charts/chart-panel';
import { PIE_COLORS, SimpleBarChart, SlicesPieChart } from '../../components/charts/charts';
import { formatChf, formatDate } from '../../lib/format';
import { formatDayMonth, formatMonth } from '../../lib/stats-format';
import { stats } from '../../i18n/stats';

const t = stats.barberPanel;
const c = stats.columns;

/** The barber's three charts (002 section 2): bars of appointments, the services' pie (7 colours), revenue bars. */
export function BarberStatsCharts({ data }: { data: BarberStatsResponse }) {
  const yearly = data.timeframe === 'year';
  const show = (period: string) => (yearly ? formatMonth(period, 'long') : formatDate(period, 'short'));
  const tick = (period: string) => (yearly ? formatMonth(period) : formatDayMonth(period));
  const barSize = yearly ? 25 : 40;
  const suffix = `${data.timeframe}-${data.from}`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel
        title={t.appointmentsChart}
        rows={data.appointmentsByPeriod}
        fileName={`appuntamenti-${suffix}`}
        texts={stats}
        columns={[
          { label: c.period, value: (r) => r.period, display: (r) => show(r.period) },
          { label: c.count, value: (r) => r.count },
        ]}
      >
        <SimpleBarChart data={data.appointmentsByPeriod} x="period" y="count" name={c.count} barSize={barSize} formatX={tick} />
      </ChartPanel>
      <ChartPanel
        title={t.servicesChart}
        rows={data.serviceDistribution}
        fileName={`servizi-${suffix}`}
        texts={stats}
        columns={[
          { label: c.service, value: (r) => r.name },
          { label: c.bookings, value: (r) => r.count },
        ]}
      >
        <SlicesPieChart data={data.serviceDistribution} x="name" y="count" name={c.bookings} colors={PIE_COLORS} />
      </ChartPanel>
      <ChartPanel
        className="lg:col-span-2"
        title={t.revenueChart}
        rows={data.revenueByPeriod}
        fileName={`fatturato-${suffix}`}
        texts={stats}
        columns={[
          { label: c.period, value: (r) => r.period, display: (r) => show(r.period) },
          { label: c.revenue, value: (r) => r.amount.toFixed(2), display: (r) => formatChf(r.amount) },
        ]}
      >
        <SimpleBarChart data={data.revenueByPeriod} x="period" y="amount" name={stats.totals.revenue} barSize={barSize} formatX={tick} formatY={(v) => formatChf(v)} />
      </ChartPanel>
    </div>
  );
}
