import { startTransition, useEffect, useState } from 'react';

/**
 * True `delayMs` after the page's load event (at once counted from now when it has already fired): what the shell
 * adds beside the page (the assistant's button, the install and update prompts) waits for the page to be whole.
 */
export function useAfterLoad(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // In a transition: what it mounts is drawn in slices between the visitor's input, not in one long task.
    const start = () => (timer = window.setTimeout(() => startTransition(() => setReady(true)), delayMs));
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
    return () => {
      removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [delayMs]);
  return ready;
}
