import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  accessQuery,
  fetchUsage,
  subscriptionKeys,
  usageQuery,
  type AccessState,
  type Usage,
} from './subscription-api';
import { createUsageSync, type UsageSync } from './usage-sync';

/**
 * The socket event the server sends the admin after something that changes usage (a booking, a message, a
 * barber, the plan itself). Its payload is only a hint: the hook fetches usage again.
 */
export const USAGE_EVENT = 'subscription_usage_changed' as const;

/** Fetches access and usage again; forced goes past every cache. Failures stay in the queries' state. */
export async function refreshSubscription(client: QueryClient, forced: boolean): Promise<void> {
  await Promise.allSettled([
    client.fetchQuery({ ...accessQuery, staleTime: 0 }),
    client.fetchQuery({ ...usageQuery, queryFn: ({ signal }) => fetchUsage(forced, signal), staleTime: 0 }),
  ]);
}

interface Shared {
  sync: UsageSync;
  users: number;
  stop: (() => void) | null;
}
// One timer, one set of listeners and one socket subscription per query client, however many components (the
// admin header, a tab, the usage page) use the hook at once.
const shared = new WeakMap<QueryClient, Shared>();

function listenToSocket(onChange: () => void): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void import('../../lib/socket-client')
    .then(({ getSocket, reconnectWithCurrentToken }) => {
      if (stopped) return;
      const socket = getSocket();
      socket.on(USAGE_EVENT, onChange);
      // Events sent while the connection was down were missed: ask again when it comes back.
      const onReconnect = () => onChange();
      socket.io.on('reconnect', onReconnect);
      reconnectWithCurrentToken();
      stop = () => {
        socket.off(USAGE_EVENT, onChange);
        socket.io.off('reconnect', onReconnect);
      };
    })
    .catch(() => {
      // No realtime channel: the 30 s timer, focus and online still refresh.
    });
  return () => {
    stopped = true;
    stop?.();
  };
}

function join(client: QueryClient): Shared {
  let entry = shared.get(client);
  if (!entry) {
    const sync = createUsageSync({
      refresh: (forced) => refreshSubscription(client, forced),
      isActive: () => client.getQueryData<AccessState>(subscriptionKeys.access)?.hasAccess === true,
    });
    entry = { sync, users: 0, stop: null };
    shared.set(client, entry);
  }
  entry.users += 1;
  if (entry.users === 1) {
    const stopSync = entry.sync.start();
    const current = entry;
    const stopSocket = listenToSocket(() => current.sync.request(false));
    entry.stop = () => {
      stopSync();
      stopSocket();
    };
  }
  return entry;
}

function leave(client: QueryClient) {
  const entry = shared.get(client);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users <= 0) {
    entry.stop?.();
    entry.stop = null;
    entry.users = 0;
  }
}

export interface SubscriptionView {
  access: AccessState | undefined;
  /** undefined while loading; null without an active subscription. */
  usage: Usage | null | undefined;
  accessLoading: boolean;
  usageLoading: boolean;
  accessError: unknown;
  usageError: unknown;
  /** Asks for fresh data through the debouncer: 1000 ms, or 100 ms when forced. */
  request: (forced?: boolean) => void;
  /** Fetches at once (a reload button, after a payment). */
  refreshNow: (forced?: boolean) => Promise<void>;
}

/**
 * The shop's plan as the admin screens show it (000 section 4 'Usage synchronisation'): access and usage,
 * refreshed every 30 s while active, on window focus, on coming back online and at once after a usage event.
 * `usage: false` skips the usage call (a screen that only needs access).
 */
export function useSubscription({ usage: withUsage = true }: { usage?: boolean } = {}): SubscriptionView {
  const client = useQueryClient();
  const access = useQuery({ ...accessQuery, refetchOnWindowFocus: false });
  const usage = useQuery({ ...usageQuery, refetchOnWindowFocus: false, enabled: withUsage });

  useEffect(() => {
    join(client);
    return () => leave(client);
  }, [client]);

  const request = useCallback(
    (forced = false) => {
      const entry = shared.get(client);
      if (entry) entry.sync.request(forced);
      else void refreshSubscription(client, forced);
    },
    [client],
  );
  const refreshNow = useCallback((forced = true) => refreshSubscription(client, forced), [client]);

  return {
    access: access.data,
    usage: withUsage ? usage.data : undefined,
    accessLoading: access.isPending,
    usageLoading: withUsage && usage.isPending,
    accessError: access.error,
    usageError: usage.error,
    request,
    refreshNow,
  };
}
