import type { SlotsChangedEvent } from '@barber/shared/realtime';
import type { AppSocket, getSocket } from './socket-client';

type Listener = () => void;

interface Room {
  barberId: string;
  date: string;
  listeners: Set<Listener>;
}

const rooms = new Map<string, Room>();
let bound: AppSocket | null = null;
// socket.io-client is loaded on the first watch, after the grid itself: the page does not wait for it.
let socketModule: Promise<{ getSocket: typeof getSocket }> | null = null;

const roomKey = (barberId: string, date: string) => `${barberId}|${date}`;
const join = (socket: AppSocket, room: Room) =>
  socket.emit('slots:watch', { barberId: room.barberId, date: room.date });

function onChanged(event: SlotsChangedEvent) {
  for (const date of event.dates) rooms.get(roomKey(event.barberId, date))?.listeners.forEach((l) => l());
}

// socket.io forgets rooms when a connection drops, and events sent before the (re)connection were missed:
// join again and refetch every watched day.
function onConnect() {
  if (!bound) return;
  for (const room of rooms.values()) {
    join(bound, room);
    room.listeners.forEach((l) => l());
  }
}

function bind(socket: AppSocket): void {
  // A session that ended replaces the socket: the new one must hear the events and join the rooms.
  if (bound === socket) return;
  bound = socket;
  socket.on('slots:changed', onChanged);
  socket.on('connect', onConnect);
  if (socket.connected) for (const room of rooms.values()) join(socket, room);
}

function subscribe(socket: AppSocket, barberId: string, date: string, listener: Listener): () => void {
  bind(socket);
  const key = roomKey(barberId, date);
  let room = rooms.get(key);
  if (!room) {
    room = { barberId, date, listeners: new Set() };
    rooms.set(key, room);
    // Before the first connection the emit is buffered; onConnect joins as well, which is harmless.
    join(socket, room);
  }
  room.listeners.add(listener);
  return () => {
    const current = rooms.get(key);
    if (!current) return;
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    rooms.delete(key);
    if (bound === socket && socket.connected) socket.emit('slots:unwatch', { barberId, date });
  };
}

/**
 * Calls `listener` whenever the availability of one barber-day changes. Several grids may watch the same day
 * (the booking form and the modify dialog): the room is joined once and left when the last one stops.
 */
export function watchSlots(barberId: string, date: string, listener: Listener): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  socketModule ??= import('./socket-client');
  void socketModule.then((module) => {
    if (!stopped) stop = subscribe(module.getSocket(), barberId, date, listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
