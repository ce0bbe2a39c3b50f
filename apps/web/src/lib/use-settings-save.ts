import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from './toast';
import { ApiError } from './api-client';

interface SettingsSaveOptions<V, A> {
  save: (values: V) => Promise<A>;
  /** The stored values' query: the answer replaces them there, so the card shows what the server kept. */
  queryKey: QueryKey;
  /** The stored values in the server's answer. */
  storedOf: (answer: A) => unknown;
  savedMessage: string;
  onSettled?: () => void;
}

/** Saves a settings card's values: what the server stored goes into the cache, with a success toast. */
export function useSettingsSave<V, A>({
  save,
  queryKey,
  storedOf,
  savedMessage,
  onSettled,
}: SettingsSaveOptions<V, A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, storedOf(answer));
      toast.success(savedMessage);
    },
    onSettled,
  });
}

/** The server's own Italian reason for a refused (400) value; anything else (network, 5xx) the caller's message. */
export function refusalOr(fallback: string) {
  return (error: unknown): string =>
    error instanceof ApiError && error.status === 400 && error.message ? error.message : fallback;
}
