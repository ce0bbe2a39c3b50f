import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { Role } from '@barber/shared/schemas/auth';
import { PAYMENT_REFERENCE } from '@barber/shared/schemas/payments';
import {
  paymentRoom,
  slotsRoom,
  walkInsRoom,
  userRoom,
  type OrderStatusEvent,
  type AppointmentReminderEvent,
  type AppointmentNoticeEvent,
  type PaymentUpdateEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SlotsChangedEvent,
  type SlotsRoom,
  adminsRoom,
  type WatchAck,
} from '@barber/shared/realtime';

/**
 * What a change made stale in the availability kept in memory (the slot cache, ADR 0076): some days of a barber,
 * every day of one barber (hours, vacations, services offered), or everything (the shop's rules, the services).
 */
export type AvailabilityScope = { barberId: string; dates?: string[] } | 'all';

/** The public lists kept in memory as answers (infra/answer-cache.ts, ADR 0080). */
export const PUBLIC_LISTS = ['services', 'barbers', 'products', 'shop'] as const;
export type PublicList = (typeof PUBLIC_LISTS)[number];

export interface Realtime {
  attach(server: HttpServer): void;
  /**
   * Call after the transaction commits: clients refetch the barber-days named, and every instance's cached
   * availability of those days is dropped (onAvailabilityChanged).
   */
  slotsChanged(event: SlotsChangedEvent): void;
  /** Call after the transaction commits: every instance drops its cached availability in `scope`; no page is told. */
  availabilityChanged(scope: AvailabilityScope): void;
  /**
   * Hears every availability change, this instance's and (through Redis) the others', and 'all' when changes may
   * have been missed (the Redis link came back after a break).
   */
  onAvailabilityChanged(listener: (scope: AvailabilityScope) => void): void;
  /**
   * Whether this instance hears the other instances' changes right now: always alone; with Redis only while its
   * subscriber is connected. Availability is cached only while it does.
   */
  hearsAllChanges(): boolean;
  /**
   * Call after the transaction commits: every instance drops the public lists named from its answer cache (ADR 0080).
   * No page is told (the lists are read when a page opens).
   */
  listsChanged(lists: readonly PublicList[]): void;
  /** Hears every list change, this instance's and the others'; every list when changes may have been missed. */
  onListsChanged(listener: (lists: readonly PublicList[]) => void): void;
  /** Call after the transaction commits: payment_{id} to the payment's room, plus the TWINT events when asked. */
  paymentChanged(event: PaymentUpdateEvent, twintEvents?: readonly ('twint_payment_confirmed' | 'twint_payment_completed')[]): void;
  /** Call after the transaction commits: the walk-in queue's pages refetch (ADR 0063). */
  walkInsChanged(): void;
  /** Call after the transaction commits: order_status_updated to the order owner's sockets. */
  orderStatusUpdated(userId: string, event: OrderStatusEvent): void;
  /** Call after the transaction commits: appointment_reminder to the customer's sockets (notifications). */
  appointmentReminder(userId: string, event: AppointmentReminderEvent): void;
  /** Call after the transaction commits: appointment_notice to the barber's sockets (team notices, ADR 0053). */
  appointmentNotice(userId: string, event: AppointmentNoticeEvent): void;
  /**
   * A stop has begun: this instance's clients are disconnected (they reconnect, to another instance or to this one
   * once restarted), without closing the HTTP server as close() does (infra/graceful-stop.ts).
   */
  disconnectAll(): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /**
   * Who an access token identifies, with the HTTP routes' own check (infra/access.ts identifyToken): a logged-out
   * session, a password change or a deactivated account ends the socket's rights too. A staff token (admin,
   * barber) lifts the public watch rules.
   */
  identify(token: string): Promise<{ id: string; role: Role } | null>;
  /** Behind a reverse proxy the client's address is the first X-Forwarded-For entry, as for HTTP requests. */
  trustProxy: boolean;
  /** Whether anyone (no token, or a client's) may watch this barber-day: a real barber, a bookable day. */
  canWatch(room: SlotsRoom): Promise<boolean>;
  /** socket.io's CORS check (cors.ts socketCors); same origin only when not given. */
  cors?: ServerOptions['cors'];
  /** socket.io adapter: Redis when several instances share the events (infra/redis.ts). */
  adapter?: ServerOptions['adapter'];
  log?: FastifyBaseLogger;
  /**
   * The Redis link of the adapter: whether its subscriber is connected, and a hook for each time it connects (what
   * other instances said while it was away is lost).
   */
  link?: { connected(): boolean; onConnected(listener: () => void): void };
  /** A page watches the days it shows (a week at most today); the cap bounds what one socket can hold. */
  maxRoomsPerSocket?: number;
  /** Open sockets from one address on this instance; more are refused (a shop's tabs stay far below it). */
  maxConnectionsPerAddress?: number;
}

export const MAX_ROOMS_PER_SOCKET = 40;
export const MAX_CONNECTIONS_PER_ADDRESS = 20;
/** A page waits for one payment; a few allow a retry or two in the same tab. */
export const MAX_PAYMENT_ROOMS_PER_SOCKET = 5;

const ID = /^[0-9a-f-]{36}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Between instances, through the adapter's Redis channel: the availability each one must drop from memory. */
interface InstanceEvents {
  'availability:changed': (scope: AvailabilityScope) => void;
  'lists:changed': (lists: PublicList[]) => void;
}
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InstanceEvents, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InstanceEvents, SocketData>;
interface SocketData {
  staff: boolean;
  /** The logged-in user of the token given on connecting: the socket joins their own room. */
  userId?: string | undefined;
  /** An admin's token: the socket joins the admins' room (usage hints). */
  admin?: boolean;
}

const wellFormed = (room: unknown): room is SlotsRoom => {
  const r = room as Partial<SlotsRoom> | null;
  return typeof r?.barberId === 'string' && typeof r.date === 'string' && ID.test(r.barberId) && DATE.test(r.date);
};

export function createRealtime(options: RealtimeOptions): Realtime {
  const maxRooms = options.maxRoomsPerSocket ?? MAX_ROOMS_PER_SOCKET;
  const maxConnections = options.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  const connections = new Map<string, number>();
  let io: AppServer | undefined;
  const availabilityListeners: ((scope: AvailabilityScope) => void)[] = [];
  const hear = (scope: AvailabilityScope) => {
    for (const listener of availabilityListeners) listener(scope);
  };
  /** This instance's listeners now; the others through the adapter (no other instance without one). */
  const spread = (scope: AvailabilityScope) => {
    hear(scope);
    if (options.adapter) io?.serverSideEmit('availability:changed', scope);
  };
  const listListeners: ((lists: readonly PublicList[]) => void)[] = [];
  const hearLists = (lists: readonly PublicList[]) => {
    for (const listener of listListeners) listener(lists);
  };
  // What the other instances said while the link was down is lost: everything kept from before is dropped.
  options.link?.onConnected(() => {
    hear('all');
    hearLists(PUBLIC_LISTS);
  });

  const addressOf = (socket: AppSocket) => {
    const forwarded = options.trustProxy ? socket.handshake.headers['x-forwarded-for'] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first || socket.handshake.address;
  };

  return {
    attach(server) {
      io = new Server(server, {
        path: '/socket.io',
        serveClient: false,
        cors: options.cors ?? { origin: false },
        ...(options.adapter ? { adapter: options.adapter } : {}),
      });
      io.on('availability:changed', (scope) => hear(scope));
      io.on('lists:changed', (lists) => hearLists(lists.filter((list) => PUBLIC_LISTS.includes(list))));
      // The web app sends its access token when it has one; only staff panels need more than the public rules.
      io.use((socket, next) => {
        socket.data.staff = false;
        const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string' || token === '') return next();
        options.identify(token).then(
          (user) => {
            socket.data.staff = user?.role === 'admin' || user?.role === 'barber';
            socket.data.userId = user?.id;
            socket.data.admin = user?.role === 'admin';
            next();
          },
          () => next(),
        );
      });
      io.on('connection', (socket) => {
        const address = addressOf(socket);
        const open = (connections.get(address) ?? 0) + 1;
        if (open > maxConnections) {
          options.log?.warn({ address }, 'realtime: too many connections from one address, refused');
          socket.disconnect(true);
          return;
        }
        connections.set(address, open);
        socket.on('disconnect', () => {
          const left = (connections.get(address) ?? 1) - 1;
          if (left > 0) connections.set(address, left);
          else connections.delete(address);
        });
        watchRooms(socket);
        watchPayments(socket);
        socket.on('walkins:watch', (ack) => {
          void socket.join(walkInsRoom);
          if (typeof ack === 'function') ack({ ok: true });
        });
        socket.on('walkins:unwatch', () => void socket.leave(walkInsRoom));
        // Only the token's own user: nobody can listen to another customer's orders.
        if (socket.data.userId) void socket.join(userRoom(socket.data.userId));
        if (socket.data.admin) void socket.join(adminsRoom);
      });
    },
    slotsChanged(event) {
      spread({ barberId: event.barberId, dates: event.dates });
      if (!io) return;
      for (const date of new Set(event.dates)) io.to(slotsRoom(event.barberId, date)).emit('slots:changed', event);
      // Every booking made, moved or cancelled passes here after its commit: the plan's appointment count may have
      // changed, so the admins' usage badges refetch (a hint; they also poll every 30 s).
      io.to(adminsRoom).emit('subscription_usage_changed', { resource: 'appointments' });
    },
    availabilityChanged(scope) {
      spread(scope);
    },
    onAvailabilityChanged(listener) {
      availabilityListeners.push(listener);
    },
    hearsAllChanges() {
      return !options.link || options.link.connected();
    },
    listsChanged(lists) {
      hearLists(lists);
      if (options.adapter) io?.serverSideEmit('lists:changed', [...lists]);
    },
    onListsChanged(listener) {
      listListeners.push(listener);
    },
    paymentChanged(event, twintEvents = []) {
      if (!io) return;
      const room = io.to(paymentRoom(event.paymentId));
      room.emit(`payment_${event.paymentId}`, event);
      for (const name of twintEvents) room.emit(name, event);
    },
    walkInsChanged() {
      io?.to(walkInsRoom).emit('walkins:changed');
    },
    orderStatusUpdated(userId, event) {
      io?.to(userRoom(userId)).emit('order_status_updated', event);
    },
    appointmentReminder(userId, event) {
      io?.to(userRoom(userId)).emit('appointment_reminder', event);
    },
    appointmentNotice(userId, event) {
      io?.to(userRoom(userId)).emit('appointment_notice', event);
    },
    disconnectAll() {
      // Only this instance's sockets: with the Redis adapter a plain disconnectSockets would reach every instance.
      io?.local.disconnectSockets(true);
      // Long-polling clients hold an HTTP request open: their transports end too.
      io?.engine.close();
    },
    async close() {
      await io?.close();
      connections.clear();
    },
  };

  /**
   * Availability is public, but rooms are not free: anyone may watch only barbers that exist and days that can
   * be booked, and a bounded number at once, so one socket cannot make the server hold thousands of rooms.
   * Staff panels also watch past days and days beyond the booking window (their calendars), still bounded.
   */
  function watchRooms(socket: AppSocket) {
    const watching = new Set<string>();
    socket.on('slots:watch', async (room, ack) => {
      const reply = (result: WatchAck) => {
        if (typeof ack === 'function') ack(result);
      };
      if (!wellFormed(room)) return reply({ ok: false, reason: 'invalid' });
      const name = slotsRoom(room.barberId, room.date);
      if (watching.has(name)) return reply({ ok: true });
      if (watching.size >= maxRooms) return reply({ ok: false, reason: 'too-many' });
      // Counted before the check, so a burst of watch messages cannot pass the cap while the checks run.
      watching.add(name);
      let allowed = socket.data.staff;
      if (!allowed) {
        try {
          allowed = await options.canWatch(room);
        } catch (error) {
          options.log?.warn({ err: error }, 'realtime: watch rules could not be checked');
        }
      }
      // An unwatch or a disconnect may have come while the check ran.
      if (!allowed || !watching.has(name) || socket.disconnected) {
        if (!allowed) watching.delete(name);
        return reply(allowed ? { ok: true } : { ok: false, reason: 'not-bookable' });
      }
      await socket.join(name);
      reply({ ok: true });
    });
    socket.on('slots:unwatch', (room) => {
      if (!wellFormed(room)) return;
      const name = slotsRoom(room.barberId, room.date);
      if (watching.delete(name)) void socket.leave(name);
    });
  }

  /**
   * A payment's room is joined by its reference alone: 192 random bits, known only to whoever created the payment
   * (the guest's waiting page) and the admin. Only well-formed references are accepted, and a socket holds a few.
   */
  function watchPayments(socket: AppSocket) {
    const watching = new Set<string>();
    const join = (paymentId: unknown): WatchAck => {
      if (typeof paymentId !== 'string' || !PAYMENT_REFERENCE.test(paymentId)) return { ok: false, reason: 'invalid' };
      const name = paymentRoom(paymentId);
      if (!watching.has(name) && watching.size >= MAX_PAYMENT_ROOMS_PER_SOCKET) return { ok: false, reason: 'too-many' };
      watching.add(name);
      void socket.join(name);
      return { ok: true };
    };
    socket.on('payment:watch', (room, ack) => {
      const result = join((room as { paymentId?: unknown } | null)?.paymentId);
      if (typeof ack === 'function') ack(result);
    });
    socket.on('test_connection', (hello) => {
      join((hello as { paymentId?: unknown } | null)?.paymentId);
    });
    socket.on('payment:unwatch', (room) => {
      const paymentId = (room as { paymentId?: unknown } | null)?.paymentId;
      if (typeof paymentId !== 'string') return;
      const name = paymentRoom(paymentId);
      if (watching.delete(name)) void socket.leave(name);
    });
  }
}
