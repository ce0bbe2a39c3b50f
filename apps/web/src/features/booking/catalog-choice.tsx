import type { ComponentProps } from 'react';
import { LoadingBlock } from '../../components/loading-block';
import { bookingPages } from '../../i18n/booking-pages';
import { BookingChoiceFields } from './booking-choice-fields';
import type { BookingCatalog } from './use-booking-catalog';

// The banner lives apart: the guest page needs it without the choice fields (its first page stays small).
export { CatalogErrors } from './catalog-errors';

type ChoiceProps = Omit<ComponentProps<typeof BookingChoiceFields>, 'barbers' | 'services'> & {
  catalog: BookingCatalog;
};

/** Barber, service, day and time once the catalogue is loaded; a spinner until then. */
export function CatalogChoice({ catalog, ...fields }: ChoiceProps) {
  if (catalog.isPending && catalog.errors.length === 0) {
    return <LoadingBlock label={bookingPages.booking.loadingData} minHeight="min-h-24" />;
  }
  return <BookingChoiceFields barbers={catalog.barbers} services={catalog.services} {...fields} />;
}
