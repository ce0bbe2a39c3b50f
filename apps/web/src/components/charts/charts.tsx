import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The statistics' charts on Recharts (ARCHITECTURE.md: loaded lazily). This module is imported only by the
 * statistics panels, which are lazy chunks themselves, so no other page downloads Recharts. Colours are the
 * theme's CSS variables: both themes without a second palette.
 */
const AXIS = { stroke: 'var(--muted)', fontSize: 12 } as const;
const TOOLTIP = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--fg)' },
  labelStyle: { color: 'var(--fg)' },
  itemStyle: { color: 'var(--fg)' },
} as const;

/** Slices of a pie: the accent first, then colours that stay apart in both themes. */
export const PIE_COLORS = ['var(--accent)', '#3b82f6', '#22c55e', '#a855f7', '#ef4444', '#14b8a6', '#f97316'] as const;

interface SeriesProps<Row> {
  data: readonly Row[];
  x: keyof Row & string;
  y: keyof Row & string;
  /** Label of the value in the tooltip. */
  name: string;
  /** The value in the tooltip (CHF); the axis keeps plain numbers, which fit a phone's width. */
  formatX?: (value: string) => string;
  formatY?: (value: number) => string;
  /** Bar width (002 section 9: 25 for the year, otherwise 40). */
  barSize?: number;
}

export function TrendLineChart<Row>({ data, x, y, name, formatX, formatY }: SeriesProps<Row>) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={data as Row[]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis dataKey={x as never} tick={AXIS} stroke="var(--border)" tickFormatter={formatX} minTickGap={12} />
        <YAxis tick={AXIS} stroke="var(--border)" allowDecimals={false} width={44} />
        <Tooltip {...TOOLTIP} labelFormatter={(v) => (formatX ? formatX(String(v)) : String(v))} formatter={(v) => [formatY ? formatY(Number(v)) : String(v), name]} />
        <Line type="monotone" dataKey={y as never} name={name} stroke="var(--accent)" strokeWidth={2} dot={data.length <= 31} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function SimpleBarChart<Row>({ data, x, y, name, formatX, formatY, barSize = 40 }: SeriesProps<Row>) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data as Row[]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
        <XAxis dataKey={x as never} tick={AXIS} stroke="var(--border)" tickFormatter={formatX} minTickGap={4} />
        <YAxis tick={AXIS} stroke="var(--border)" allowDecimals={false} width={44} />
        <Tooltip {...TOOLTIP} cursor={{ fill: 'var(--surface-2)' }} labelFormatter={(v) => (formatX ? formatX(String(v)) : String(v))} formatter={(v) => [formatY ? formatY(Number(v)) : String(v), name]} />
        <Bar dataKey={y as never} name={name} fill="var(--accent)" maxBarSize={barSize} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A slice keeps the colour of its row's position, so a bucket has the same colour in every period. */
export function SlicesPieChart<Row>({ data, x, y, name, colors = PIE_COLORS }: SeriesProps<Row> & { colors?: readonly string[] }) {
  const slices = data
    .map((row, i) => ({ label: String(row[x]), value: Number(row[y]), fill: colors[i % colors.length]! }))
    .filter((slice) => slice.value > 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie data={slices} dataKey="value" nameKey="label" name={name} outerRadius="70%" isAnimationActive={false} stroke={slices.length > 1 ? 'var(--surface)' : 'none'}>
          {slices.map((slice) => (
            <Cell key={slice.label} fill={slice.fill} />
          ))}
        </Pie>
        <Tooltip {...TOOLTIP} />
        <Legend wrapperStyle={{ fontSize: 12, color: 'var(--fg)' }} />
      </PieChart>
    </ResponsiveContainer>
  );
}
