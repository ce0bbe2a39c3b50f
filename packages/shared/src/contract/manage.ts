import { z } from 'zod';
import { AppointmentPaymentStatus, CancelAppointmentRequest, appointmentFields } from '../schemas/appointments';
import { DateString, Id, TimeString } from '../schemas/common';
import type { ContractRoute } from './define';
import { manageRoutes as r } from './manage-routes';

/** Any text: a malformed token is a 404 like a forged one, never a 400 that tells the two apart. */
export const ManageTokenParams = z.object({ token: z.string() });

/**
 * What the manage page shows: the appointment (times in the shop's zone, price in CHF) without the person's
 * contact details (a forwarded link must not hand them out), and whether and until when it may still be moved
 * or cancelled (more than 24 hours before it starts, while active).
 */
export const ManagedAppointment = z.object({
  ...appointmentFields,
  paymentStatus: AppointmentPaymentStatus,
  /** The booking's first name, for the greeting; null for a phone booking. */
  firstName: z.string().nullable(),
  changeable: z.boolean(),
  /** Why not: TOO_LATE (24 hours or less before) or NOT_MODIFIABLE (cancelled or completed); null when changeable. */
  notChangeableReason: z.enum(['TOO_LATE', 'NOT_MODIFIABLE']).nullable(),
  /** The last moment for a change: 24 hours before the start, as an instant and in the shop's zone. */
  changeUntil: z.object({ at: z.string(), date: z.string(), time: z.string() }),
  /** When it was booked: the calendar file's SEQUENCE counts seconds from here, as the emails' do. */
  createdAt: z.string(),
});
export type ManagedAppointment = z.infer<typeof ManagedAppointment>;

export const ManagedAppointmentResponse = z.object({
  success: z.literal(true),
  data: ManagedAppointment,
  message: z.string().optional(),
});

/** A move: another day and time, optionally another barber; the service stays the booked one. */
export const ManagedMoveRequest = z.strictObject({
  date: DateString,
  time: TimeString,
  barberId: Id.optional(),
});
export type ManagedMoveRequest = z.input<typeof ManagedMoveRequest>;

const notFound =
  'A wrong, forged or malformed token, or one of an appointment that has ended: 404 MANAGE_LINK_NOT_FOUND, and ' +
  'too many of those from one address: 429. Rate-limited like the public forms.';

/** The manage routes with their schemas (see contract.ts). */
export const manageContract = {
  managedAppointment: {
    ...r.managedAppointment,
    tags: ['appointments'],
    description: `The appointment of a manage link, and until when it may be moved or cancelled. ${notFound}`,
    params: ManageTokenParams,
    response: ManagedAppointmentResponse,
  },
  managedAppointmentMove: {
    ...r.managedAppointmentMove,
    tags: ['appointments'],
    description:
      "Moves the appointment of a manage link (date, time, optionally barber) under the client's own rules: the " +
      `slot engine, the 24-hour limit, 409 when the time is taken, the change email. ${notFound}`,
    params: ManageTokenParams,
    body: ManagedMoveRequest,
    response: ManagedAppointmentResponse,
  },
  managedAppointmentCancel: {
    ...r.managedAppointmentCancel,
    tags: ['appointments'],
    description:
      "Cancels the appointment of a manage link under the client's own rules (24-hour limit; a payment made " +
      `online is refunded in full). ${notFound}`,
    params: ManageTokenParams,
    body: CancelAppointmentRequest.nullish(),
    response: ManagedAppointmentResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
