import { useEffect, useRef } from 'react';

/**
 * 001 section 4: a dialog whose request went through closes itself a few seconds later (the demo request, the
 * consultation, the job application: 3 s). `close` may change on every render; the timer follows `sent` only.
 */
export function useCloseAfterSuccess(sent: boolean, close: () => void, delayMs: number): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [sent, delayMs]);
}
