/**
 * Typed socket.io events. The server emits only after the transaction commits; clients refetch on an event
 * rather than trusting its payload.
 */
export interface SlotsChangedEvent {
  barberId: string;
  /** Shop-local dates ("YYYY-MM-DD") whose availability changed. */
  dates: string[];
}

/** A payment changed (001 section 7: the waiting page listens to payment_{id} and the TWINT events). */
export interface PaymentUpdateEvent {
  /** The payment's unguessable reference: the id the page holds. */
  paymentId: string;
  /** The spec's TWINT status: pending, completed, failed, cancelled, expired. */
  status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired';
  /** The full payment status (succeeded, refunded, ...). */
  paymentStatus: string;
  /** CHF. */
  amount: number;
  /** What made the change: a provider webhook, the confirm call, the admin, the test simulator, the expiry job. */
  source: 'webhook' | 'confirm' | 'admin' | 'simulator' | 'expiry' | 'refund';
}

/** A shop order's status changed (001 section 7: the customer's 'I Miei Ordini' refreshes live). */
export interface OrderStatusEvent {
  orderId: string;
  orderNumber: string;
  status: 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  /** Italian label ('Consegnato'). */
  statusLabel: string;
  paymentStatus: 'pending' | 'paid' | 'partially_refunded' | 'refunded';
  updatedAt: string;
}

/** A reminder of the customer's appointment went out (issue 13): their open pages may show it. */
export interface AppointmentReminderEvent {
  appointmentId: string;
  /** Shop-local "YYYY-MM-DD" and "HH:mm". */
  date: string;
  time: string;
  startsAt: string;
  service: string;
  barberName: string;
  /** Which reminder: the email one (24 hours before by default) or the SMS one (2 hours before). */
  channel: 'email' | 'sms';
  hoursBefore: number;
  /** Italian text to show as is. */
  message: string;
}

export interface UsageChangedEvent {
  resource: 'appointments' | 'emails' | 'sms' | 'barbers' | 'subscription';
}

/** The room every admin's socket joins (its token says admin): usage hints go there. */
export const adminsRoom = 'role:admin';

export interface ServerToClientEvents {
  'slots:changed': (event: SlotsChangedEvent) => void;
  /**
   * To the admins' sockets: something the plan counts changed (a booking made or cancelled). A hint only: the
   * usage dashboard and the admin header refetch GET /subscriptions/usage.
   */
  subscription_usage_changed: (event: UsageChangedEvent) => void;
  /** To the appointment's customer only (their user room), when a reminder is sent. */
  appointment_reminder: (event: AppointmentReminderEvent) => void;
  /** To the barber's own sockets (their user room): one of their appointments was booked, cancelled or moved. */
  appointment_notice: (event: AppointmentNoticeEvent) => void;
  /** To the order's owner only: every socket that logged in with their access token. */
  order_status_updated: (event: OrderStatusEvent) => void;
  /** The admin confirmed a manual TWINT payment. */
  twint_payment_confirmed: (event: PaymentUpdateEvent) => void;
  /** A TWINT payment is completed, whoever confirmed it. */
  twint_payment_completed: (event: PaymentUpdateEvent) => void;
  /**
   * The walk-in queue changed (someone joined, was called, started, finished or did not show; ADR 0063): the pages
   * watching it (/coda, the screen, the barber panel's queue, the home page) refetch. No payload to trust.
   */
  'walkins:changed': () => void;
  /** Every change of one payment, on its own channel. */
  [event: `payment_${string}`]: (event: PaymentUpdateEvent) => void;
}

/**
 * A customer (or the shop) booked, cancelled or moved one of the barber's appointments (issue 27 item 4): the
 * barber's panel shows the Italian message and reloads its list.
 */
export interface AppointmentNoticeEvent {
  type: 'created' | 'cancelled' | 'moved';
  appointmentId: string;
  /** Shop-local "YYYY-MM-DD" and "HH:mm" of the appointment (its new time for a move). */
  date: string;
  time: string;
  /** Italian text to show as is. */
  message: string;
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
  /** Join the room of one payment by its unguessable reference, to hear payment_{id} and the TWINT events. */
  'payment:watch': (room: { paymentId: string }, ack?: (result: WatchAck) => void) => void;
  'payment:unwatch': (room: { paymentId: string }) => void;
  /** Join the walk-in queue's room (public: the queue shows first names only). */
  'walkins:watch': (ack?: (result: WatchAck) => void) => void;
  'walkins:unwatch': () => void;
  /** The spec's waiting page sends this on connecting; its paymentId joins that payment's room too. */
  test_connection: (hello: { paymentId?: string; guestEmail?: string; timestamp?: string | number; source?: string }) => void;
}

export const slotsRoom = (barberId: string, date: string) => `slots:${barberId}:${date}`;

/** The one room of the walk-in queue. */
export const walkInsRoom = 'walkins';

export const paymentRoom = (reference: string) => `payment:${reference}`;

/** Every socket of one logged-in user (joined from the access token given on connecting). */
export const userRoom = (userId: string) => `user:${userId}`;
