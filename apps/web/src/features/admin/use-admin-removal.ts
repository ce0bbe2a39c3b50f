import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';

interface Removal<T, R> {
  remove: (target: T) => Promise<R>;
  /** After the server confirmed: the dialog is already closed. */
  onRemoved: (answer: R, target: T) => void;
  /** The dialog's text for a failed delete. */
  describeError: (error: Error) => string;
}

/** The server's own message of a failed call when it has one (Italian, specific), else the tab's fallback. */
export const serverMessageOr = (fallback: string) => (error: Error) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * The admin tabs' delete flow: the record the admin is asked about, the call that deletes it, and the props
 * of AdminDeleteDialog that show both. `ask` opens the dialog and forgets an earlier failure.
 */
export function useAdminRemoval<T, R>({ remove, onRemoved, describeError }: Removal<T, R>) {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (answer, removed) => {
      setTarget(null);
      onRemoved(answer, removed);
    },
  });
  return {
    target,
    ask: (next: T) => {
      mutation.reset();
      setTarget(next);
    },
    dialog: {
      target,
      onCancel: () => setTarget(null),
      onConfirm: (confirmed: T) => mutation.mutate(confirmed),
      pending: mutation.isPending,
      error: mutation.isError ? describeError(mutation.error) : undefined,
    },
  };
}
