import { useQuery } from '@tanstack/react-query';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { bookingPages } from '../../i18n/booking-pages';
import { barbersQuery, servicesQuery } from './booking-api';

export interface BookingCatalog {
  barbers: BarberPublic[];
  services: Service[];
  isPending: boolean;
  /** The spec's loading errors (red banner), one per failed list. */
  errors: string[];
  retry: () => void;
}

/** The barbers and the active services every booking form starts from. */
export function useBookingCatalog(): BookingCatalog {
  const barbers = useQuery(barbersQuery);
  const services = useQuery(servicesQuery);
  const errors: string[] = [];
  if (barbers.isError) errors.push(bookingPages.booking.errors.barbers);
  if (services.isError) errors.push(bookingPages.booking.errors.services);
  return {
    barbers: barbers.data ?? [],
    services: services.data ?? [],
    isPending: barbers.isPending || services.isPending,
    errors,
    retry: () => {
      if (barbers.isError) void barbers.refetch();
      if (services.isError) void services.refetch();
    },
  };
}

/** The active services the barber offers, in the catalogue's order. */
export function servicesOf(barber: BarberPublic | undefined, services: readonly Service[]): Service[] {
  if (!barber) return [];
  const offered = new Set(barber.serviceIds);
  return services.filter((service) => offered.has(service._id));
}
