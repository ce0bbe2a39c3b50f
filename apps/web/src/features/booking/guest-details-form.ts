import { z } from 'zod';
import { GuestAppointmentRequest } from '@barber/shared/schemas/appointments';

const fields = GuestAppointmentRequest.shape;

/** The guest's own fields of the shared request schema, with its Italian messages. */
export const GuestDetailsSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phone: fields.phone,
});
export type GuestDetailsInput = z.input<typeof GuestDetailsSchema>;
export type GuestDetails = z.output<typeof GuestDetailsSchema>;

