import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUsageSync, USAGE_DEBOUNCE_MS, USAGE_FORCED_DEBOUNCE_MS, USAGE_REFRESH_MS } from './usage-sync';

describe('usage sync timing (000 section 4, section 9)', () => {
  let refresh: ReturnType<typeof vi.fn<(forced: boolean) => void>>;
  let active: boolean;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    refresh = vi.fn<(forced: boolean) => void>();
    active = true;
    stop = createUsageSync({ refresh, isActive: () => active }).start();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('uses the spec constants: 30 s, 1000 ms, 100 ms', () => {
    expect([USAGE_REFRESH_MS, USAGE_DEBOUNCE_MS, USAGE_FORCED_DEBOUNCE_MS]).toEqual([30_000, 1000, 100]);
  });

  it('refreshes every 30 s while the subscription is active (after the 1000 ms debounce)', () => {
    vi.advanceTimersByTime(30_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not poll while the subscription is not active', () => {
    active = false;
    vi.advanceTimersByTime(95_000);
    expect(refresh).not.toHaveBeenCalled();
    active = true;
    vi.advanceTimersByTime(31_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes on window focus and on coming back online, a burst becoming one call 1000 ms after the last', () => {
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(600);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(600);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenLastCalledWith(false);
  });

  it('a forced request is debounced 100 ms and stays forced when normal requests join it', () => {
    const sync = createUsageSync({ refresh, isActive: () => false });
    sync.request(false);
    vi.advanceTimersByTime(500);
    sync.request(true);
    vi.advanceTimersByTime(50);
    sync.request(false);
    vi.advanceTimersByTime(99);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenLastCalledWith(true);
    // The next request is a normal one again.
    sync.request(false);
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenLastCalledWith(false);
  });

  it('stops the timer, the listeners and a pending request', () => {
    window.dispatchEvent(new Event('focus'));
    stop();
    vi.advanceTimersByTime(120_000);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(2000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
