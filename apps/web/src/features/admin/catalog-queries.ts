import { queryOptions } from '@tanstack/react-query';
import type { Barber, Service } from '@barber/shared/schemas/catalog';
import { listAnswer } from '../../lib/api-lists';
import { admin } from '../../i18n/admin';
import { adminKeys, adminRequest, listOf, type Ok } from './admin-request';

/**
 * Every barber, inactive ones too (the calendar still shows their past appointments): the spec's GET /barbers,
 * which answers the admin the staff view as a bare list.
 */
export const adminBarbersQuery = queryOptions({
  queryKey: adminKeys.barbers,
  queryFn: ({ signal }) =>
    adminRequest<Barber[]>('/barbers', { signal }).then((answer) =>
      listAnswer<Barber>(answer, admin.unknownAnswer),
    ),
});

/** Every service, inactive ones too (the services tab can re-activate them). */
export const adminServicesQuery = queryOptions({
  queryKey: adminKeys.services,
  queryFn: ({ signal }) => adminRequest<Ok<Service[]>>('/admin/services', { signal }).then(listOf),
});

export const barberName = (barber: { firstName: string; lastName: string }) =>
  `${barber.firstName} ${barber.lastName}`.trim();
