import { useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * One Idempotency-Key per booking attempt: the same request sent again (double click, retry after a timeout)
 * reuses the key and gets the first answer back; any change to the request, or a finished booking, starts
 * a new attempt.
 */
export function useAttemptKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const serialised = JSON.stringify(request);
      if (current.current?.request !== serialised) {
        current.current = { request: serialised, key: newIdempotencyKey() };
      }
      return current.current.key;
    },
    /** After a success: the next identical request is a new booking, not a retry. */
    reset() {
      current.current = null;
    },
  };
}
