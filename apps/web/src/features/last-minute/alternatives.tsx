import { formatDateTitle } from '../../lib/format';
import { lastMinute } from '../../i18n/last-minute';
import type { LastMinuteOffer } from './last-minute-api';

const t = lastMinute.offer;

/** The free times grouped by day: a day's name once, its times as chips beneath it. */
function byDate(slots: LastMinuteOffer['alternatives']) {
  const days = new Map<string, string[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot.time]);
  return [...days];
}

/** 'Già prenotato' (or begun): the other free times of that barber, and the way to book one. */
export function Alternatives({ offer }: { offer: LastMinuteOffer }) {
  if (offer.alternatives.length === 0) return <p className="text-muted">{t.noAlternatives}</p>;
  return (
    <section aria-labelledby="last-minute-alternatives" className="flex flex-col gap-3">
      <h2 id="last-minute-alternatives" className="font-semibold">
        {t.alternatives}
      </h2>
      {byDate(offer.alternatives).map(([date, times]) => (
        <div key={date} className="flex flex-col gap-2">
          <h3 className="text-muted">{formatDateTitle(date)}</h3>
          <ul className="flex flex-wrap gap-2" aria-label={formatDateTitle(date)}>
            {times.map((time) => (
              <li key={time} className="rounded-md border border-border px-3 py-2 font-medium tabular-nums">
                {time}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
