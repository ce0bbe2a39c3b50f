/**
 * When the plan usage is fetched again (000 section 4 'Usage synchronisation', section 9): every 30 s while the
 * subscription is active, on window focus, on coming back online and after an event that changes usage (a
 * socket event, a booking made here). Requests are debounced: a burst becomes one call 1000 ms after the last
 * request, or 100 ms when one of them is forced (a reload button, a completed payment).
 */
export const USAGE_REFRESH_MS = 30_000;
export const USAGE_DEBOUNCE_MS = 1000;
export const USAGE_FORCED_DEBOUNCE_MS = 100;

export interface UsageSyncOptions {
  /** Fetches usage; forced asks past every cache (the spec's cache-busting query and no-cache headers). */
  refresh: (forced: boolean) => unknown;
  /** Whether the shop's subscription is active now: only then does the 30 s timer refresh. */
  isActive: () => boolean;
}

export interface UsageSync {
  /** Asks for a refresh: debounced 1000 ms, or 100 ms when forced (a forced request stays forced). */
  request: (forced?: boolean) => void;
  /** Starts the timer and the focus/online listeners; returns the function that stops everything. */
  start: () => () => void;
}

export function createUsageSync({ refresh, isActive }: UsageSyncOptions): UsageSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let forcedPending = false;

  const fire = () => {
    timer = undefined;
    const forced = forcedPending;
    forcedPending = false;
    void refresh(forced);
  };

  const request = (forced = false) => {
    forcedPending ||= forced;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, forcedPending ? USAGE_FORCED_DEBOUNCE_MS : USAGE_DEBOUNCE_MS);
  };

  const start = () => {
    const onEvent = () => request(false);
    const interval = setInterval(() => {
      if (isActive()) request(false);
    }, USAGE_REFRESH_MS);
    window.addEventListener('focus', onEvent);
    window.addEventListener('online', onEvent);
    return () => {
      clearInterval(interval);
      window.removeEventListener('focus', onEvent);
      window.removeEventListener('online', onEvent);
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      forcedPending = false;
    };
  };

  return { request, start };
}
