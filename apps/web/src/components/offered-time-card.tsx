import { Card } from './card';
import { formatChf, formatDateTitle, formatTimeRange } from '../lib/format';

/** What a one-tap offer shows of its time (the waiting list's and the last-minute fill's). */
export interface OfferedTime {
  service: string;
  date: string;
  time: string;
  duration: number;
  price: number;
  barber: { firstName: string; lastName: string };
}

interface OfferedTimeTexts {
  date: string;
  time: string;
  barber: string;
  duration: string;
  minutes: (n: number) => string;
  price: string;
  payment: string;
  payInShop: string;
}

const endTime = (time: string, minutes: number) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = h * 60 + m + minutes;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** The offered time: service, day, hours, barber, length, price, paid at the shop. */
export function OfferedTimeCard({ offer, texts: t }: { offer: OfferedTime; texts: OfferedTimeTexts }) {
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
