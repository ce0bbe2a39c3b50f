import { OpeningHoursList } from './opening-hours-list';
import { Award, Clock, Star } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { LoadingBlock } from '../../components/loading-block';
import { formatChf } from '../../lib/format';
import { homeMoreTexts as t } from '../../i18n/home-sections';

/**
 * The master barber's profile (rating 5.0, specialities, '10+ Anni di Esperienza', hours) and the price list,
 * every price from the database (001 section 2, Barber profile).
 */
export function BarberSection({
  barbers,
  services,
  shop,
}: {
  barbers: BarberPublic[] | undefined;
  services: UseQueryResult<Service[]>;
  shop: ShopInfo | undefined;
}) {
  const [master, ...team] = barbers ?? [];
  const name = master ? `${master.firstName} ${master.lastName}` : t.barber.fallbackName;
  const specialities = master && master.services.length > 0 ? master.services.slice(0, 4) : t.barber.fallbackSpecialities;
  const initials = master ? `${master.firstName[0] ?? ''}${master.lastName[0] ?? ''}` : '';

  return (
    <section id="barbers" aria-labelledby="barbers-title" className="scroll-mt-10 px-4 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="barbers-title" className="text-center font-display text-3xl font-semibold sm:text-4xl">
          {t.sections.barbers}
        </h2>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <article className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6">
            <div className="flex items-center gap-4">
              {master?.profileImage?.url ? (
                <img src={master.profileImage.url} alt="" width={80} height={80} loading="lazy" className="size-20 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-accent-soft font-display text-2xl font-semibold text-accent-soft-fg">
                  {initials}
                </span>
              )}
              <div>
                <h3 className="text-2xl font-semibold">{name}</h3>
                <p className="mt-1 flex items-center gap-1 text-accent-text" aria-label={t.barber.ratingLabel} role="img">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                  <span className="ml-1 font-semibold" aria-hidden="true">
                    {t.barber.rating}
                  </span>
                </p>
              </div>
            </div>
            <p className="text-muted">{master?.bio || t.barber.fallbackBio}</p>
            <p className="flex items-center gap-2 font-semibold">
              <Award className="size-5 text-accent-text" aria-hidden="true" />
              {t.barber.experience}
            </p>
            <div>
              <h4 className="font-semibold">{t.barber.specialities}</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {specialities.map((item) => (
                  <li key={item} className="rounded-full bg-surface-2 px-3 py-1 text-sm">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            {shop && (
              <div>
                <h4 className="flex items-center gap-2 font-semibold">
                  <Clock className="size-4 text-accent-text" aria-hidden="true" />
                  {t.barber.hours}
                </h4>
                <OpeningHoursList openingHours={shop.openingHours} closedLabel={t.contact.closed} className="mt-2 text-sm" />
              </div>
            )}
            {team.length > 0 && (
              <p className="text-sm text-muted">
                <span className="font-semibold text-fg">{t.barber.team}: </span>
                {team.map((barber) => barber.firstName).join(', ')}
              </p>
            )}
          </article>
          <article aria-labelledby="price-list-title" className="rounded-2xl border border-border bg-surface p-6">
            <h3 id="price-list-title" className="text-2xl font-semibold">
              {t.barber.priceList}
            </h3>
            {services.isPending ? (
              <LoadingBlock label={t.barber.loading} minHeight="min-h-64" />
            ) : services.isError ? (
              <p role="alert" className="mt-4 text-muted">
                {t.barber.loadError}
              </p>
            ) : services.data.length === 0 ? (
              <p className="mt-4 text-muted">{t.barber.priceListEmpty}</p>
            ) : (
              <ul className="mt-4 divide-y divide-border" data-testid="price-list">
                {services.data.map((service) => (
                  <li key={service._id} className="flex items-baseline justify-between gap-4 py-2.5">
                    <span>{service.name}</span>
                    <span className="shrink-0 font-semibold text-accent-text">{formatChf(service.price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        </div>
      </div>
    </section>
  );
}
