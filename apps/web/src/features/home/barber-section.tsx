import { Award, Star } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { LoadingBlock } from '../../components/loading-block';
import { homeMoreTexts as t } from '../../i18n/home-sections';
import { PriceList } from './price-list';
import { TeamCard } from './team-card';

/** The active barbers, each on a card of their own; what stands in for them while they load or when none is listed. */
function Team({ barbers, shop }: { barbers: UseQueryResult<BarberPublic[]>; shop: ShopInfo | undefined }) {
  if (barbers.isPending) return <LoadingBlock label={t.barber.teamLoading} minHeight="min-h-64" />;
  if (barbers.isError) {
    return (
      <p role="alert" className="text-center text-muted">
        {t.barber.teamError}
      </p>
    );
  }
  if (barbers.data.length === 0) return <p className="text-center text-muted">{t.barber.teamEmpty}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="team">
      {barbers.data.map((barber) => (
        <li key={barber._id}>
          <TeamCard barber={barber} openingHours={shop?.openingHours} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop's barbers and the price list (001 section 2, Barber profile; issue 27 item 8): every active barber with
 * their own photo or initials, services, days and hours (the server lists the active ones only), the studio's
 * rating and experience once above them, then every price from the database.
 */
export function BarberSection({
  barbers,
  services,
  shop,
}: {
  barbers: UseQueryResult<BarberPublic[]>;
  services: UseQueryResult<Service[]>;
  shop: ShopInfo | undefined;
}) {
  const title = (barbers.data?.length ?? 0) > 1 ? t.barber.teamTitle : t.sections.barbers;
  return (
    <section id="barbers" aria-labelledby="barbers-title" className="scroll-mt-10 px-4 py-14 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="barbers-title" className="font-display text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
            <p
              className="flex items-center gap-1 text-accent-text"
              aria-label={t.barber.ratingLabel}
              role="img"
            >
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-4 fill-current" aria-hidden="true" />
              ))}
              <span className="ml-1 font-semibold" aria-hidden="true">
                {t.barber.rating}
              </span>
            </p>
            <p className="flex items-center gap-2 font-semibold">
              <Award className="size-5 text-accent-text" aria-hidden="true" />
              {t.barber.experience}
            </p>
          </div>
        </div>
        <Team barbers={barbers} shop={shop} />
        <PriceList services={services} />
      </div>
    </section>
  );
}
