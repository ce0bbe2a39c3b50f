import type { ComponentProps } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { it } from '../../i18n/it';
import { BookingChoiceFields } from './booking-choice-fields';
import type { BookingCatalog } from './use-booking-catalog';

/** The red banner of the booking pages when barbers or services could not be loaded, with a retry. */
export function CatalogErrors({ catalog, hint }: { catalog: BookingCatalog; hint?: string }) {
  if (catalog.errors.length === 0) return null;
  return (
    <div className="mt-6">
      <FormAlert>
        {catalog.errors.map((message) => (
          <p key={message} className="font-semibold">
            {message}
          </p>
        ))}
        {hint && <p className="text-sm">{hint}</p>}
        <Button variant="secondary" size="sm" className="mt-2" onClick={catalog.retry}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {it.booking.retry}
        </Button>
      </FormAlert>
    </div>
  );
}

type ChoiceProps = Omit<ComponentProps<typeof BookingChoiceFields>, 'barbers' | 'services'> & {
  catalog: BookingCatalog;
};

/** Barber, service, day and time once the catalogue is loaded; a spinner until then. */
export function CatalogChoice({ catalog, ...fields }: ChoiceProps) {
  if (catalog.isPending && catalog.errors.length === 0) {
    return (
      <div className="flex min-h-24 items-center justify-center text-accent-text">
        <Spinner label={it.booking.loadingData} className="size-8" />
      </div>
    );
  }
  return <BookingChoiceFields barbers={catalog.barbers} services={catalog.services} {...fields} />;
}
