import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusEvent } from '@barber/shared/realtime';

// A stand-in for socket.io's client: handlers by event, the auth callback it would call on connecting.
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    connected: false,
    auth: undefined as undefined | ((send: (data: object) => void) => void),
    handshakes: [] as object[],
    on: (event: string, handler: (...args: unknown[]) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off: (event: string, handler: (...args: unknown[]) => void) => {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit: vi.fn(),
    /** What the real client does on (re)connecting: read the auth, then 'connect'. */
    connect: vi.fn(() => {
      socket.auth?.((data) => socket.handshakes.push(data));
      socket.connected = true;
      handlers.get('connect')?.forEach((h) => h());
      return socket;
    }),
    disconnect: vi.fn(() => {
      socket.connected = false;
      return socket;
    }),
    fire: (event: string, payload?: unknown) => handlers.get(event)?.forEach((h) => h(payload)),
    count: (event: string) => handlers.get(event)?.size ?? 0,
  };
  return socket;
});
vi.mock('socket.io-client', () => ({
  io: (options: { auth: typeof fake.auth }) => {
    fake.auth = options.auth;
    return fake;
  },
}));

const { watchMyOrders } = await import('./order-watch');
const { disconnectSocket } = await import('./socket-client');
const { setToken } = await import('./session-token');

const event: OrderStatusEvent = {
  orderId: 'o-1',
  orderNumber: 'BS-2026-000001',
  status: 'delivered',
  statusLabel: 'Consegnato',
  paymentStatus: 'pending',
  updatedAt: '2026-03-08T09:00:00.000Z',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  disconnectSocket();
  fake.connected = false;
  fake.handshakes = [];
  vi.clearAllMocks();
});

describe('watchMyOrders', () => {
  it('passes order_status_updated on, and stops listening when stopped', async () => {
    setToken('token-a');
    const onUpdate = vi.fn();
    const stop = watchMyOrders({ onUpdate });
    await settle();
    fake.connect();
    fake.fire('order_status_updated', event);
    expect(onUpdate).toHaveBeenCalledWith(event);
    stop();
    expect(fake.count('order_status_updated')).toBe(0);
  });

  it('tells every connection, the first included, so a page read while connecting can read again', async () => {
    setToken('token-c');
    const onConnect = vi.fn();
    const onReconnect = vi.fn();
    const stop = watchMyOrders({ onUpdate: vi.fn(), onConnect, onReconnect });
    await settle();
    fake.connect();
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(onReconnect).not.toHaveBeenCalled();
    stop();
  });

  it('connects again with the token when the socket was opened before the login', async () => {
    // A guest's page opened the socket without a token: the server did not put it in any user room.
    const { getSocket } = await import('./socket-client');
    getSocket();
    fake.connect();
    expect(fake.handshakes).toEqual([{}]);

    setToken('token-after-login');
    const onReconnect = vi.fn();
    const stop = watchMyOrders({ onUpdate: vi.fn(), onReconnect });
    await settle();
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
    expect(fake.handshakes.at(-1)).toEqual({ token: 'token-after-login' });
    // The reconnection may have missed events: the page refetches.
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not reconnect a socket already opened with the current token', async () => {
    setToken('token-b');
    const { getSocket } = await import('./socket-client');
    getSocket();
    fake.connect();
    const onReconnect = vi.fn();
    const stop = watchMyOrders({ onUpdate: vi.fn(), onReconnect });
    await settle();
    expect(fake.disconnect).not.toHaveBeenCalled();
    expect(onReconnect).not.toHaveBeenCalled();
    stop();
  });
});
