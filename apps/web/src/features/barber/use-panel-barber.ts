import { useQuery } from '@tanstack/react-query';
import type { User } from '@barber/shared/schemas/auth';
import type { Barber } from '@barber/shared/schemas/catalog';
import { ApiError } from '../../lib/api-client';
import { barberByEmailQuery, barberChoicesQuery } from './barber-api';

export type PanelBarber =
  | { state: 'loading' }
  | { state: 'ready'; barberId: string; choices: Barber[] | null }
  | { state: 'choose'; choices: Barber[] }
  | { state: 'missing' }
  | { state: 'error'; message: string; retry: () => void };

/**
 * Whose panel this is. A barber's account carries its barberId; without one the spec looks the record up by
 * the account's email. An admin without a barber record of their own picks a barber (?barber= in the URL).
 */
export function usePanelBarber(user: User, chosen: string | null): PanelBarber {
  const needsLookup = !user.barberId && user.role === 'barber';
  const needsChoice = !user.barberId && user.role === 'admin';
  const lookup = useQuery({ ...barberByEmailQuery(user.email), enabled: needsLookup });
  const choices = useQuery({ ...barberChoicesQuery, enabled: needsChoice });

  if (user.barberId) return { state: 'ready', barberId: user.barberId, choices: null };
  if (needsLookup) {
    if (lookup.isPending) return { state: 'loading' };
    if (lookup.isError) {
      const error = lookup.error;
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        return { state: 'missing' };
      return {
        state: 'error',
        message: error instanceof ApiError ? error.message : '',
        retry: () => void lookup.refetch(),
      };
    }
    return { state: 'ready', barberId: lookup.data._id, choices: null };
  }
  if (needsChoice) {
    if (choices.isPending) return { state: 'loading' };
    if (choices.isError) {
      const error = choices.error;
      return {
        state: 'error',
        message: error instanceof ApiError ? error.message : '',
        retry: () => void choices.refetch(),
      };
    }
    const active = choices.data.filter((barber) => barber.isActive);
    if (active.length === 0) return { state: 'missing' };
    if (chosen && active.some((barber) => barber._id === chosen))
      return { state: 'ready', barberId: chosen, choices: active };
    return { state: 'choose', choices: active };
  }
  return { state: 'missing' };
}
