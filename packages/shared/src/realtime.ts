/**
 * Typed socket.io events. The server emits only after the transaction commits; clients refetch on an event
 * rather than trusting its payload.
 */
export interface SlotsChangedEvent {
  barberId: string;
  /** Shop-local dates ("YYYY-MM-DD") whose availability changed. */
  dates: string[];
}

export interface ServerToClientEvents {
  'slots:changed': (event: SlotsChangedEvent) => void;
}

export interface SlotsRoom {
  barberId: string;
  /** Shop-local date, "YYYY-MM-DD". */
  date: string;
}

/**
 * The answer to a watch. Without a staff token only active barbers and days of the booking window can be
 * watched, and a socket holds a bounded number of rooms at once.
 */
export type WatchAck = { ok: true } | { ok: false; reason: 'invalid' | 'not-bookable' | 'too-many' };

export interface ClientToServerEvents {
  /** Join the room of one barber-day to hear about its availability; the acknowledgement is optional. */
  'slots:watch': (room: SlotsRoom, ack?: (result: WatchAck) => void) => void;
  'slots:unwatch': (room: SlotsRoom) => void;
}

export const slotsRoom = (barberId: string, date: string) => `slots:${barberId}:${date}`;
