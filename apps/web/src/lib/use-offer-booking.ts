import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The one tap of an offer link (the waiting list's and the last-minute fill's): the answer replaces the cached
 * offer; a 409 (someone was first, or no longer held) or a 410 (too late) reloads it, so the page shows the
 * offer's new state instead of an error.
 */
export function useOfferBooking<T>(token: string, book: (token: string) => Promise<T>, key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => book(token),
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 410))
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
