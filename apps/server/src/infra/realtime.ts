import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import {
  slotsRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SlotsChangedEvent,
} from '@barber/shared/realtime';

export interface Realtime {
  attach(server: HttpServer): void;
  /** Call after the transaction commits: clients refetch the barber-days named. */
  slotsChanged(event: SlotsChangedEvent): void;
  close(): Promise<void>;
}

const ID = /^[0-9a-f-]{36}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function createRealtime(): Realtime {
  let io: Server<ClientToServerEvents, ServerToClientEvents> | undefined;
  return {
    attach(server) {
      io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
        path: '/socket.io',
        serveClient: false,
        cors: { origin: false },
      });
      io.on('connection', (socket) => {
        // Availability is public information, so anyone may watch a barber-day; room names are validated.
        socket.on('slots:watch', (room) => {
          if (ID.test(room?.barberId ?? '') && DATE.test(room?.date ?? '')) void socket.join(slotsRoom(room.barberId, room.date));
        });
        socket.on('slots:unwatch', (room) => {
          if (room?.barberId && room?.date) void socket.leave(slotsRoom(room.barberId, room.date));
        });
      });
    },
    slotsChanged(event) {
      if (!io) return;
      for (const date of new Set(event.dates)) io.to(slotsRoom(event.barberId, date)).emit('slots:changed', event);
    },
    async close() {
      await io?.close();
    },
  };
}
