import { useId } from 'react';
import { Clock } from 'lucide-react';
import type { BarberPublic } from '@barber/shared/schemas/catalog';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { homeMoreTexts } from '../../i18n/home-sections';
import { BarberAvatar } from './barber-avatar';
import { barberWeek } from './barber-week';

const t = homeMoreTexts.barber;

/**
 * One barber of the team (issue 27 item 8): photo or initials, bio, the services they offer and their own days and
 * hours as a customer can book them, never the shop's.
 */
export function TeamCard({
  barber,
  openingHours,
}: {
  barber: BarberPublic;
  openingHours: ShopInfo['openingHours'] | undefined;
}) {
  const id = useId();
  const name = `${barber.firstName} ${barber.lastName}`;
  const week = barberWeek(barber.workingHours, openingHours);
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <div className="flex items-center gap-4">
        <BarberAvatar barber={barber} />
        <h3 id={`${id}-name`} className="text-xl font-semibold">
          {name}
        </h3>
      </div>
      {barber.bio && <p className="text-muted">{barber.bio}</p>}
      <div>
        <h4 className="font-semibold">{t.services}</h4>
        {barber.services.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {barber.services.map((service) => (
              <li key={service} className="rounded-full bg-surface-2 px-3 py-1 text-sm">
                {service}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted">{t.noServices}</p>
        )}
      </div>
      <div>
        <h4 className="flex items-center gap-2 font-semibold">
          <Clock className="size-4 text-accent-text" aria-hidden="true" />
          {t.hours}
        </h4>
        {week.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t.noHours}</p>
        ) : (
          <dl
            aria-label={t.hoursOf(name)}
            className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
            data-testid="barber-hours"
          >
            {week.map((line) => (
              <div key={line.days} className="contents">
                <dt className="font-medium">{line.days}</dt>
                <dd className={line.hours ? '' : 'text-muted'}>
                  {line.hours ?? t.dayOff}
                  {line.breaks.length > 0 && (
                    <span className="block text-muted">{t.pause(line.breaks.join(t.and))}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}
