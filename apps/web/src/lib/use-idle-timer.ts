import { useEffect, useEffectEvent } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

/**
 * Calls onIdle once when no activity happened for timeoutMs. Activity only records a timestamp (mousemove is
 * frequent); one timer checks the elapsed time. Background tabs throttle timers, so the elapsed time is also
 * checked when the page becomes visible again.
 */
export function useIdleTimer(enabled: boolean, timeoutMs: number, onIdle: () => void): void {
  const fireIdle = useEffectEvent(onIdle);

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fired = false;

    const check = () => {
      clearTimeout(timer);
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= timeoutMs) {
        if (!fired) {
          fired = true;
          fireIdle();
        }
        return;
      }
      timer = setTimeout(check, timeoutMs - idleFor);
    };
    const recordActivity = () => {
      lastActivity = Date.now();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };

    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, recordActivity, { passive: true }));
    document.addEventListener('visibilitychange', onVisibilityChange);
    timer = setTimeout(check, timeoutMs);
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, recordActivity));
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled, timeoutMs]);
}
