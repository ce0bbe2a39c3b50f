import { queryOptions } from '@tanstack/react-query';
import type { RouteName } from '@barber/shared/api-routes';
import { callApi, type CallAnswer, type CallInput, type CallOptions } from '../../lib/api-call';
import { listAnswer } from '../../lib/api-lists';
import { admin } from '../../i18n/admin';

/** The admin area gives up after 10 s (spec 002 section 9): a stuck call should say so, not spin forever. */
export const ADMIN_TIMEOUT_MS = 10_000;

/** callApi with the admin area's timeout. */
export function adminCall<K extends RouteName>(
  name: K,
  input: CallInput<K>,
  options: Omit<CallOptions, 'timeoutMs'> = {},
): Promise<CallAnswer<K>> {
  return callApi(name, input, { ...options, timeoutMs: ADMIN_TIMEOUT_MS });
}

/** What a route answers in the project's envelope ({ data }). */
type DataOf<K extends RouteName> = CallAnswer<K> extends { data: infer D } ? D : never;

/**
 * A query for a route the admin reads with no input and that answers { data } (the settings cards' GETs):
 * the key and the route are all that differs between them.
 */
export function adminDataQuery<K extends RouteName, Key extends readonly unknown[]>(queryKey: Key, name: K) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<DataOf<K>> =>
      adminCall(name, {} as CallInput<K>, { signal }).then(
        (answer) => (answer as CallAnswer<K> & { data: DataOf<K> }).data,
      ),
  });
}

/**
 * A list answer: the bare list, as the spec's tables give it. A proxy or an old server may answer 200 with
 * something else: say so instead of crashing on .map.
 */
export const bareList = <T>(answer: T[]): T[] => listAnswer<T>(answer, admin.unknownAnswer);

/** The payload of a list answer in the project's envelope (the admin calls the spec does not show). */
export const listOf = <T>(answer: { data: T[] }): T[] => bareList(answer?.data);

/** Every admin query key starts here, so a change can refresh exactly the lists it affects. */
export const adminKeys = {
  barbers: ['admin', 'barbers'] as const,
  services: ['admin', 'services'] as const,
  users: ['admin', 'users'] as const,
  appointments: ['admin', 'appointments'] as const,
  absences: ['admin', 'absences'] as const,
  dayAppointments: ['admin', 'day-appointments'] as const,
  slots: ['admin', 'slots'] as const,
  twint: ['admin', 'twint'] as const,
};
