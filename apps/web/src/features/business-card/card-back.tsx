import type { RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft, CalendarCheck, Star } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { formatChf } from '../../lib/format';
import { buttonClasses } from '../../components/button-styles';
import { Spinner } from '../../components/spinner';
import { businessCardTexts as t } from '../../i18n/business-card';
import { CardFace } from './card-face';

interface CardBackProps {
  hidden: boolean;
  shop: ShopInfo | null;
  services: UseQueryResult<Service[]>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onBook: () => void;
}

export function CardBack({ hidden, shop, services, headingRef, onBack, onBook }: CardBackProps) {
  return (
    <CardFace side="back" hidden={hidden} label={t.backLabel}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-center font-display text-2xl font-bold text-accent-text outline-none"
      >
        {t.servicesTitle}
      </h2>
      <ServiceList services={services} />
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="flex gap-1 text-accent-text" role="img" aria-label={t.rating}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="size-5 fill-current" aria-hidden="true" />
          ))}
        </p>
        <p className="text-sm text-muted">{t.satisfied(shop?.foundedYear ?? 2020)}</p>
      </div>
      <Link
        to="/guest-booking"
        className={buttonClasses('primary', 'md', 'w-full')}
        onClick={(event) => {
          // Belt and braces: the hidden back is inert already; a click that still arrives does not navigate.
          if (hidden) {
            event.preventDefault();
            return;
          }
          onBook();
        }}
      >
        <CalendarCheck className="size-5" aria-hidden="true" />
        {t.bookNow}
      </Link>
      <button type="button" className={buttonClasses('secondary', 'md', 'w-full')} onClick={onBack}>
        <ArrowLeft className="size-5" aria-hidden="true" />
        {t.back}
      </button>
    </CardFace>
  );
}

function ServiceList({ services }: { services: UseQueryResult<Service[]> }) {
  if (services.isPending) {
    return (
      <div className="flex justify-center py-6 text-accent-text">
        <Spinner label={t.servicesLoading} className="size-6" />
      </div>
    );
  }
  if (services.isError) {
    return (
      <p role="alert" className="text-center text-sm text-muted">
        {t.servicesError}
      </p>
    );
  }
  if (services.data.length === 0) return <p className="text-center text-sm text-muted">{t.servicesEmpty}</p>;
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-surface-2 text-sm">
      {services.data.map((service) => (
        <li key={service._id} className="flex items-baseline justify-between gap-3 px-3 py-2">
          <span className="min-w-0">
            <span className="font-medium">{service.name}</span>
            <span className="ml-2 text-xs whitespace-nowrap text-muted">{t.minutes(service.duration)}</span>
          </span>
          <span className="shrink-0 font-semibold text-accent-text tabular-nums">
            {formatChf(service.price)}
          </span>
        </li>
      ))}
    </ul>
  );
}
