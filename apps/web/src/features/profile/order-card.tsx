import { useId } from 'react';
import { CalendarClock, Package } from 'lucide-react';
import { orderNumberOf } from '@barber/shared/domain/shop';
import { Button } from '../../components/button';
import { formatChf, formatDateTime } from '../../lib/format';
import { profile } from '../../i18n/profile';
import { OrderStatusBadge } from './order-status-badge';
import { itemCount, itemsPreview } from './order-summary';
import type { MyOrder } from './orders-api';

const t = profile.orders;

/** One order of 'I Miei Ordini' (001 section 2): number, status, date, item count, total, the first items. */
export function OrderCard({ order, onDetails }: { order: MyOrder; onDetails: () => void }) {
  const id = useId();
  const number = orderNumberOf(order);
  const preview = itemsPreview(order);
  const headingId = `${id}-title`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex min-w-0 items-center gap-2 text-lg font-semibold">
          <Package className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
          <span className="break-all">{number}</span>
        </h3>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2 text-muted">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">{`${t.placedOn}: `}</span>
            {formatDateTime(order.createdAt)}
          </span>
        </p>
        <p className="font-medium">
          {t.itemCount(itemCount(order))}
          {' · '}
          <span className="font-semibold">{formatChf(order.totals.total)}</span>
        </p>
      </div>
      <ul className="flex flex-col gap-0.5 text-sm" aria-label={profile.details.items}>
        {preview.shown.map((item, index) => (
          <li key={index} className="flex gap-2">
            <span className="shrink-0 font-semibold tabular-nums">{`${item.quantity}×`}</span>
            <span className="min-w-0 break-words">{item.name}</span>
          </li>
        ))}
        {preview.more > 0 && <li className="text-muted">{t.more(preview.more)}</li>}
      </ul>
      <div>
        <Button variant="secondary" size="sm" aria-label={t.detailsOf(number)} onClick={onDetails}>
          {t.details}
        </Button>
      </div>
    </article>
  );
}
