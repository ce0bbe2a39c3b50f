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

export interface ClientToServerEvents {
  /** Join the room of one barber-day to hear about its availability. */
  'slots:watch': (room: { barberId: string; date: string }) => void;
  'slots:unwatch': (room: { barberId: string; date: string }) => void;
}

export const slotsRoom = (barberId: string, date: string) => `slots:${barberId}:${date}`;
