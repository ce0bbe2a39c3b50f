import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubApi, type ApiMock } from '../../test-api';
import { callApi } from '../../lib/api-call';
import { makeAccess, makeUsage } from './test-data';
import { USAGE_EVENT, useSubscription } from './use-subscription';

// The realtime channel, as the hook sees it: listeners by event name, and a way to send one.
const listeners = new Map<string, Set<() => void>>();
const fakeSocket = {
  on: (event: string, listener: () => void) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  },
  off: (event: string, listener: () => void) => listeners.get(event)?.delete(listener),
  io: { on: vi.fn(), off: vi.fn() },
};
vi.mock('../../lib/socket-client', () => ({
  getSocket: () => fakeSocket,
  reconnectWithCurrentToken: () => false,
}));
const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());

let api: ApiMock;
const usageCalls = () => api.callsTo('subscriptionUsage');

function Probe({ id }: { id: string }) {
  const { usage, access } = useSubscription();
  return (
    <p data-testid={id}>
      {access?.hasAccess ? 'attivo' : 'no'} {usage ? usage.appointments.current : '-'}
    </p>
  );
}

function renderProbes(count = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {Array.from({ length: count }, (_, i) => (
        <Probe key={i} id={`probe-${i}`} />
      ))}
    </QueryClientProvider>,
  );
}

// The API's address table is a lazy chunk: load it once with real timers, so the calls under fake timers only
// wait for promises.
beforeAll(async () => {
  stubApi({ subscriptionUsage: { success: true, data: null } });
  await callApi('subscriptionUsage', {});
});

beforeEach(() => {
  // Only the timers the hook uses: the fetch answers' bodies are read on the real event loop.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  listeners.clear();
  let appointments = 10;
  api = stubApi({
    subscriptionAccess: { success: true, message: 'ok', data: makeAccess() },
    subscriptionUsage: () => ({ success: true, data: makeUsage({ appointments: appointments++ }) }),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // The answers' promise chains (fetch, JSON, the query cache) need a few turns, and react-query tells its
    // observers on a 0 ms timer.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) await Promise.resolve();
      await vi.advanceTimersByTimeAsync(0);
    }
  });
};

describe('useSubscription', () => {
  it('loads access and usage once for every component that uses it', async () => {
    renderProbes(3);
    await settle();
    await vi.waitFor(() => expect(screen.getByTestId('probe-2').textContent).toBe('attivo 10'));
    expect(usageCalls()).toHaveLength(1);
  });

  it('refreshes every 30 s for an active plan, debounced 1000 ms', async () => {
    renderProbes(2);
    await settle();
    await settle(30_000);
    expect(usageCalls()).toHaveLength(1);
    await settle(1000);
    expect(usageCalls()).toHaveLength(2);
    await vi.waitFor(() => expect(screen.getByTestId('probe-0').textContent).toBe('attivo 11'));
    await settle(31_000);
    // One timer for both components: one call per period.
    expect(usageCalls()).toHaveLength(3);
  });

  it('refreshes 1000 ms after window focus and after coming back online', async () => {
    renderProbes();
    await settle();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle(999);
    expect(usageCalls()).toHaveLength(1);
    await settle(1);
    expect(usageCalls()).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle(1000);
    expect(usageCalls()).toHaveLength(3);
  });

  it('refreshes right after a usage socket event (debounced: a burst is one call)', async () => {
    renderProbes();
    await settle();
    act(() => {
      emit(USAGE_EVENT);
      emit(USAGE_EVENT);
      emit(USAGE_EVENT);
    });
    await settle(1000);
    expect(usageCalls()).toHaveLength(2);
    await vi.waitFor(() => expect(screen.getByTestId('probe-0').textContent).toBe('attivo 11'));
  });

  it('a forced refresh goes 100 ms later, past every cache (query value and no-cache headers)', async () => {
    let request: ((forced?: boolean) => void) | undefined;
    function Forcer() {
      request = useSubscription().request;
      return null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Forcer />
      </QueryClientProvider>,
    );
    await settle();
    act(() => request?.(true));
    await settle(99);
    expect(usageCalls()).toHaveLength(1);
    await settle(1);
    expect(usageCalls()).toHaveLength(2);
    const { query, init } = usageCalls()[1]!;
    expect([...query.keys()]).toEqual(['_t']);
    expect(query.get('_t')).toMatch(/^\d+$/);
    expect((init.headers as Record<string, string>)['Cache-Control']).toBe('no-cache');
  });

  it('stops listening when the last component leaves', async () => {
    const { unmount } = renderProbes(2);
    await settle();
    unmount();
    expect(listeners.get(USAGE_EVENT)?.size ?? 0).toBe(0);
    window.dispatchEvent(new Event('focus'));
    await settle(61_000);
    expect(usageCalls()).toHaveLength(1);
  });
});
