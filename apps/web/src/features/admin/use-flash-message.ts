import { useCallback, useEffect, useState } from 'react';

/**
 * A success message that clears itself (5 s for the admin's users tab, spec 002 section 9): long enough to be
 * read, gone before it could be mistaken for the result of the next action.
 */
export function useFlashMessage(
  durationMs = 5000,
): [message: string, show: (message: string) => void, clear: () => void] {
  const [flash, setFlash] = useState<{ text: string; id: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);
  // Each call restarts the timer, even with the same text twice in a row.
  const show = useCallback((text: string) => setFlash({ text, id: Date.now() + Math.random() }), []);
  const clear = useCallback(() => setFlash(null), []);
  return [flash?.text ?? '', show, clear];
}
