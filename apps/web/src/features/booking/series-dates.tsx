import type { SeriesOccurrence } from '@barber/shared/schemas/series';
import { formatDate } from '../../lib/format';
import { seriesTexts as t } from '../../i18n/series';
import type { SeriesDecision } from './use-series';

// The status badges' colours (confirmed green, pending yellow), whose contrast holds in both themes.
const badge = {
  free: 'bg-status-confirmed-bg text-status-confirmed-fg',
  busy: 'bg-status-pending-bg text-status-pending-fg',
} as const;

function DateRow({
  occurrence: o,
  decision,
  onDecide,
}: {
  occurrence: SeriesOccurrence;
  decision: SeriesDecision;
  onDecide: (decision: SeriesDecision) => void;
}) {
  const when = `${formatDate(o.date, 'short')}, ${o.time}`;
  const state = o.free ? t.free : o.reason === 'taken' ? t.taken : t.unavailable;
  const alt = o.alternative;
  return (
    <li className="rounded-lg border border-border p-3" aria-label={`${when}: ${state}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`font-medium ${!o.free && (decision === 'drop' || !alt) ? 'text-muted line-through' : ''}`}>{when}</span>
        <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${o.free ? badge.free : badge.busy}`}>{state}</span>
      </div>
      {!o.free && (
        <>
          <p className="mt-1 text-sm">{alt ? t.alternative(formatDate(alt.date, 'short'), alt.time) : t.noAlternative}</p>
          {alt && (
            <div role="radiogroup" aria-label={when} className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-4">
              {(['accept', 'drop'] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`series-${o.date}`}
                    className="size-5 accent-accent"
                    checked={decision === choice}
                    onChange={() => onDecide(choice)}
                  />
                  {choice === 'accept' ? t.accept : t.drop}
                </label>
              ))}
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** The series' dates as the preview found them: free, or taken with the nearest alternative to accept or drop. */
export function SeriesDates({
  occurrences,
  decisions,
  onDecide,
}: {
  occurrences: SeriesOccurrence[];
  decisions: Record<string, SeriesDecision>;
  onDecide: (date: string, decision: SeriesDecision) => void;
}) {
  return (
    <ol className="mt-4 flex flex-col gap-2">
      {occurrences.map((o) => (
        <DateRow
          key={o.date}
          occurrence={o}
          decision={decisions[o.date] ?? 'accept'}
          onDecide={(decision) => onDecide(o.date, decision)}
        />
      ))}
    </ol>
  );
}
