import { queryOptions } from '@tanstack/react-query';
import type { ManagedAppointment, ManagedMoveRequest } from '@barber/shared/contract/manage';
import { callApi } from '../../lib/api-call';

export type { ManagedAppointment };

/** What the manage page hands a panel that acts on the booking (move, cancel): the link's token, the booking, a way back. */
export interface ManagedActionProps {
  token: string;
  appointment: ManagedAppointment;
  onClose: () => void;
}

export const managedKey = (token: string) => ['manage', token] as const;

/** The appointment behind the link; a 404 (wrong or expired link) is final, so it is not retried. */
export function managedQuery(token: string) {
  return queryOptions({
    queryKey: managedKey(token),
    queryFn: ({ signal }) =>
      callApi('managedAppointment', { params: { token } }, { signal }).then((a) => a.data),
    retry: false,
  });
}

export const moveManaged = (token: string, body: ManagedMoveRequest) =>
  callApi('managedAppointmentMove', { params: { token }, body }).then((answer) => answer.data);

export const cancelManaged = (token: string) =>
  callApi('managedAppointmentCancel', { params: { token }, body: {} }).then((answer) => answer.data);
