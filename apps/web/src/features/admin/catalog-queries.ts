import { queryOptions } from '@tanstack/react-query';
import type { Barber } from '@barber/shared/schemas/catalog';
import { adminCall, adminKeys, bareList, listOf } from './admin-request';

/**
 * Every barber, inactive ones too (the calendar still shows their past appointments): the spec's GET /barbers,
 * which answers the admin the staff view as a bare list.
 */
export const adminBarbersQuery = queryOptions({
  queryKey: adminKeys.barbers,
  // The answer's type allows the public view too; the admin's token always gets the staff view.
  queryFn: ({ signal }) =>
    adminCall('barberDirectory', {}, { signal }).then((answer) => bareList(answer as Barber[])),
});

/** Every service, inactive ones too (the services tab can re-activate them). */
export const adminServicesQuery = queryOptions({
  queryKey: adminKeys.services,
  queryFn: ({ signal }) => adminCall('adminServices', {}, { signal }).then(listOf),
});

export const barberName = (barber: { firstName: string; lastName: string }) =>
  `${barber.firstName} ${barber.lastName}`.trim();
