import { Card } from '../../components/card';
import { formatChf, formatDateTitle, formatTimeRange } from '../../lib/format';
import { lastMinute } from '../../i18n/last-minute';
import type { LastMinuteOffer } from './last-minute-api';

const t = lastMinute.offer;

const endTime = (time: string, minutes: number) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = h * 60 + m + minutes;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** The offered time: service, day, hours, barber, length, price, paid at the shop. */
export function OfferDetails({ offer }: { offer: LastMinuteOffer }) {
  return (
    <Card className="flex flex-col gap-4 !p-4 sm:!p-6">
      <p className="text-xl font-semibold">{offer.service}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-muted">{t.date}</dt>
        <dd className="font-medium">{formatDateTitle(offer.date)}</dd>
        <dt className="text-muted">{t.time}</dt>
        <dd className="font-medium">{formatTimeRange(offer.time, endTime(offer.time, offer.duration))}</dd>
        <dt className="text-muted">{t.barber}</dt>
        <dd>{`${offer.barber.firstName} ${offer.barber.lastName}`}</dd>
        <dt className="text-muted">{t.duration}</dt>
        <dd>{t.minutes(offer.duration)}</dd>
        <dt className="text-muted">{t.price}</dt>
        <dd>{formatChf(offer.price)}</dd>
        <dt className="text-muted">{t.payment}</dt>
        <dd>{t.payInShop}</dd>
      </dl>
    </Card>
  );
}

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
