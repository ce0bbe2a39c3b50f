import { queryOptions } from '@tanstack/react-query';
import type { Barber, Service } from '@barber/shared/schemas/catalog';
import { adminKeys, adminRequest, listOf, type Ok } from './admin-request';

/** Every barber, inactive ones too (the calendar still shows their past appointments). */
export const adminBarbersQuery = queryOptions({
  queryKey: adminKeys.barbers,
  queryFn: ({ signal }) => adminRequest<Ok<Barber[]>>('/admin/barbers', { signal }).then(listOf),
});

/** Every service, inactive ones too (the services tab can re-activate them). */
export const adminServicesQuery = queryOptions({
  queryKey: adminKeys.services,
  queryFn: ({ signal }) => adminRequest<Ok<Service[]>>('/admin/services', { signal }).then(listOf),
});

export const barberName = (barber: { firstName: string; lastName: string }) =>
  `${barber.firstName} ${barber.lastName}`.trim();
