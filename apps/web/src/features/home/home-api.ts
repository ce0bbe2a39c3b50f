import { queryOptions } from '@tanstack/react-query';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { callApi } from '../../lib/api-call';

const asList = <T,>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

/** The active services with their prices from the database (GET /services/active): cards and price list. */
export const homeServicesQuery = queryOptions({
  queryKey: ['home', 'services'],
  queryFn: ({ signal }) => callApi('activeServices', {}, { signal }).then((answer) => asList<Service>(answer)),
  staleTime: 5 * 60_000,
});

/** The shop's barbers (GET /appointments/public/barbers): the profile section shows the first, the master. */
export const homeBarbersQuery = queryOptions({
  queryKey: ['home', 'barbers'],
  queryFn: ({ signal }) => callApi('publicBarbers', {}, { signal }).then((answer) => asList<BarberPublic>(answer)),
  staleTime: 5 * 60_000,
});

/** A service card's price: the database's service of the same name (case and spacing aside), if any. */
export function serviceByName(services: readonly Service[] | undefined, name: string): Service | undefined {
  const key = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  return services?.find((service) => key(service.name) === key(name));
}

/**
 * The walk-in queue (ADR 0063): whether it is open and the wait someone arriving now would have. Read again every
 * minute while the home page is open (the home page does not load the socket client: its first JavaScript budget).
 */
export const homeWalkInQueueQuery = queryOptions({
  queryKey: ['home', 'walk-ins'],
  queryFn: ({ signal }) => callApi('walkInQueue', {}, { signal }).then((answer) => answer.data),
  refetchInterval: 60_000,
});
