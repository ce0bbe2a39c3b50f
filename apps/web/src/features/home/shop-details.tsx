import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { formatPhone, formatTimeRange } from '../../lib/format';
import { it } from '../../i18n/it';

/** Address, contacts and opening hours, all from the shop's settings. */
export function ShopDetails({ shop }: { shop: ShopInfo }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-5">
        <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label={it.home.address}>
          <address className="not-italic">
            {shop.address}
            <br />
            {`${shop.postalCode} ${shop.city}`}
          </address>
        </Detail>
        <Detail icon={<Phone className="size-5" aria-hidden="true" />} label={it.home.phone}>
          <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className="text-accent-text underline">
            {formatPhone(shop.phone)}
          </a>
        </Detail>
        <Detail icon={<Mail className="size-5" aria-hidden="true" />} label={it.home.email}>
          <a href={`mailto:${shop.email}`} className="break-all text-accent-text underline">
            {shop.email}
          </a>
        </Detail>
      </div>
      <Detail icon={<Clock className="size-5" aria-hidden="true" />} label={it.home.hours}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {shop.openingHours.map((day) => (
            <div key={day.day} className="contents">
              <dt className="font-medium">{it.days[day.day]}</dt>
              <dd className={day.open ? '' : 'text-muted'}>
                {day.open && day.startTime && day.endTime
                  ? formatTimeRange(day.startTime, day.endTime)
                  : it.home.closed}
              </dd>
            </div>
          ))}
        </dl>
      </Detail>
    </div>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-accent-text">{icon}</span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{label}</h3>
        <div className="mt-1 text-fg">{children}</div>
      </div>
    </div>
  );
}
