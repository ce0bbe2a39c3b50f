import { LoadError } from '../../components/load-error';
import { bookingPages } from '../../i18n/booking-pages';
import type { BookingCatalog } from './use-booking-catalog';

/** The red banner of the booking pages when barbers or services could not be loaded, with a retry. */
export function CatalogErrors({ catalog, hint }: { catalog: BookingCatalog; hint?: string }) {
  if (catalog.errors.length === 0) return null;
  return (
    <div className="mt-6">
      <LoadError icon retryLabel={bookingPages.booking.retry} onRetry={catalog.retry}>
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
