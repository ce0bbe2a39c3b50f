import type { UseQueryResult } from '@tanstack/react-query';
import type { Service } from '@barber/shared/schemas/catalog';
import { LoadingBlock } from '../../components/loading-block';
import { formatChf } from '../../lib/format';
import { homeMoreTexts } from '../../i18n/home-sections';

const t = homeMoreTexts.barber;

/** The price list under the team, every price from the database (001 section 2, Barber profile). */
export function PriceList({ services }: { services: UseQueryResult<Service[]> }) {
  return (
    <article aria-labelledby="price-list-title" className="rounded-2xl border border-border bg-surface p-6">
      <h3 id="price-list-title" className="text-2xl font-semibold">
        {t.priceList}
      </h3>
      {services.isPending ? (
        <LoadingBlock label={t.loading} minHeight="min-h-64" />
      ) : services.isError ? (
        <p role="alert" className="mt-4 text-muted">
          {t.loadError}
        </p>
      ) : services.data.length === 0 ? (
        <p className="mt-4 text-muted">{t.priceListEmpty}</p>
      ) : (
        <ul className="mt-4 grid gap-x-10 md:grid-cols-2" data-testid="price-list">
          {services.data.map((service) => (
            <li
              key={service._id}
              className="flex items-baseline justify-between gap-4 border-b border-border py-2.5"
            >
              <span>{service.name}</span>
              <span className="shrink-0 font-semibold text-accent-text">{formatChf(service.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
