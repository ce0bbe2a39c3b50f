import type { ComponentProps } from 'react';
import { LoadingBlock } from '../../components/loading-block';
import { LoadError } from '../../components/load-error';
import { it } from '../../i18n/it';
import { BookingChoiceFields } from './booking-choice-fields';
import type { BookingCatalog } from './use-booking-catalog';

/** The red banner of the booking pages when barbers or services could not be loaded, with a retry. */
export function CatalogErrors({ catalog, hint }: { catalog: BookingCatalog; hint?: string }) {
  if (catalog.errors.length === 0) return null;
  return (
    <div className="mt-6">
      <LoadError icon retryLabel={it.booking.retry} onRetry={catalog.retry}>
        {catalog.errors.map((message) => (
          <p key={message} className="font-semibold">
            {message}
          </p>
        ))}
        {hint && <p className="text-sm">{hint}</p>}
      </LoadError>
    </div>
  );
}

type ChoiceProps = Omit<ComponentProps<typeof BookingChoiceFields>, 'barbers' | 'services'> & {
  catalog: BookingCatalog;
};

/** Barber, service, day and time once the catalogue is loaded; a spinner until then. */
export function CatalogChoice({ catalog, ...fields }: ChoiceProps) {
  if (catalog.isPending && catalog.errors.length === 0) {
    return <LoadingBlock label={it.booking.loadingData} minHeight="min-h-24" />;
  }
  return <BookingChoiceFields barbers={catalog.barbers} services={catalog.services} {...fields} />;
}
