import { Store } from 'lucide-react';
import { formatTimeRange } from '../lib/format';
import { useShopInfo } from '../lib/shop-info';
import { panels } from '../i18n/panels';
import { it } from '../i18n/it';

/**
 * The shop's opening hours beside a working-hours editor (ADR 0014): the barber's hours must lie inside them,
 * so the editor shows the frame before the server has to refuse anything. Nothing before the shop is set up.
 */
export function ShopHoursHint() {
  const { data: shop } = useShopInfo();
  if (!shop || shop.openingHours.length === 0) return null;
  return (
    <section
      aria-label={panels.shopHours.title}
      className="rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Store className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
        {panels.shopHours.title}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 tabular-nums">
        {shop.openingHours.map((day) => (
          <li key={day.day} className={day.open ? '' : 'text-muted'}>
            <span className="font-medium">{it.daysShort[day.day]}</span>{' '}
            {day.open && day.startTime && day.endTime
              ? formatTimeRange(day.startTime, day.endTime)
              : panels.shopHours.closed}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-muted">{panels.shopHours.hint}</p>
    </section>
  );
}
