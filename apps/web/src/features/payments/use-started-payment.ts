import { useCallback, useEffect, useRef } from 'react';
import { releasePayment } from './release-payment';

/**
 * The started, unpaid online payment (its reference): the slot it holds is released as soon as the payer leaves
 * it (another method, 'Annulla', leaving the page), so booking that time another way works at once.
 */
export function useStartedPayment(onReleased: ((paymentId: string) => void) | undefined) {
  const started = useRef<string | null>(null);
  const releasing = useRef<Promise<void> | null>(null);

  const leave = useCallback(() => {
    const id = started.current;
    if (!id) return;
    started.current = null;
    const release = releasePayment(id).finally(() => {
      if (releasing.current === release) releasing.current = null;
    });
    releasing.current = release;
    onReleased?.(id);
  }, [onReleased]);

  useEffect(
    () => () => {
      if (started.current) void releasePayment(started.current);
    },
    [],
  );

  return {
    /** Marks the payment started (its id) or done (null): only a started one is released on leaving. */
    mark: (paymentId: string | null) => {
      started.current = paymentId;
    },
    leave,
    /** The release still running, if any: a new payment waits for it before holding the same time. */
    pendingRelease: () => releasing.current,
  };
}
