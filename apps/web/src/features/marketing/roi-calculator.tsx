import { useId, useState } from 'react';
import { TextField } from '../../components/text-field';
import { formatChf } from '../../lib/format';
import { marketing } from '../../i18n/marketing';
import { computeRoi } from './roi';

const t = marketing.roi;

interface RoiCalculatorProps {
  /** The cheapest plan, once the plans are loaded. */
  plan: { displayName: string; price: number } | null;
}

type Key = 'appointmentsPerWeek' | 'averagePrice' | 'noShowRate' | 'phoneMinutes';
type Inputs = Record<Key, string>;
const DEFAULTS: Inputs = { appointmentsPerWeek: '60', averagePrice: '40', noShowRate: '8', phoneMinutes: '3' };
/** Upper bounds that keep the figures sensible (a typo of 60000 appointments is read as 5000). */
const MAX: Record<Key, number> = { appointmentsPerWeek: 5000, averagePrice: 10_000, noShowRate: 100, phoneMinutes: 120 };

/** Reads "12,5" the Swiss-Italian way too; blank or negative is not a number here. */
function toNumber(raw: string, max: number): number | null {
  const n = Number(raw.replace(',', '.').trim());
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0) return null;
  return Math.min(n, max);
}

/** The ROI tab (issue 15 item 4): the salon's numbers in, a month's losses, recovery and net gain out, in CHF. */
export function RoiCalculator({ plan }: RoiCalculatorProps) {
  const [inputs, setInputs] = useState<Inputs>(DEFAULTS);
  const resultsId = useId();
  const parsed = Object.fromEntries(
    (Object.keys(DEFAULTS) as Key[]).map((key) => [key, toNumber(inputs[key], MAX[key])]),
  ) as Record<Key, number | null>;
  const valid = Object.values(parsed).every((v) => v !== null);
  const result = valid
    ? computeRoi({
        appointmentsPerWeek: parsed.appointmentsPerWeek!,
        averagePrice: parsed.averagePrice!,
        noShowRate: parsed.noShowRate!,
        phoneMinutes: parsed.phoneMinutes!,
        planPrice: plan?.price ?? null,
      })
    : null;

  const field = (key: Key, label: string) => (
    <TextField
      label={label}
      name={key}
      inputMode="decimal"
      value={inputs[key]}
      error={parsed[key] === null ? t.invalid : undefined}
      onChange={(event) => setInputs((current) => ({ ...current, [key]: event.target.value }))}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form className="grid content-start items-end gap-4 sm:grid-cols-2" aria-controls={resultsId} onSubmit={(e) => e.preventDefault()}>
        {field('appointmentsPerWeek', t.appointments)}
        {field('averagePrice', t.price)}
        {field('noShowRate', t.noShow)}
        {field('phoneMinutes', t.phoneMinutes)}
      </form>
      <section id={resultsId} aria-live="polite" aria-labelledby={`${resultsId}-title`} className="rounded-2xl border border-border bg-surface p-5">
        <h3 id={`${resultsId}-title`} className="text-lg font-semibold">
          {t.results}
        </h3>
        {result && (
          <dl className="mt-3 grid gap-3">
            <Row label={t.lostToday} value={formatChf(result.lostToday)} />
            <Row label={t.recovered} value={formatChf(result.recovered)} />
            <Row label={t.hoursSaved} value={t.hours(result.hoursSaved)} />
            {plan && <Row label={t.planCost(plan.displayName)} value={`− ${formatChf(plan.price)}`} />}
            {result.net !== null && (
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-border pt-3">
                <dt className="font-semibold">{t.net}</dt>
                <dd data-testid="roi-net" className="font-display text-2xl font-semibold text-accent-text">
                  {formatChf(result.net)}
                </dd>
              </div>
            )}
          </dl>
        )}
        <p className="mt-4 text-sm text-muted">{t.assumption}</p>
      </section>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
