import { z } from 'zod';
import { isDate } from '../domain/zoned-time';
import { TimeString, dateField } from './common';

const SERVICE_PARAM = 'Scegli un servizio valido';
const DATE_PARAM = 'Data non valida';
const date = dateField(z.string({ error: DATE_PARAM }).refine(isDate, { error: DATE_PARAM }));

/**
 * 'Qualsiasi barbiere': the free times of one service merged over every active barber who offers it. With
 * `date` that day only; without it the first day from `from` (default today) that has a free time, within the
 * booking window.
 */
export const AnyBarberSlotsQuery = z.object({
  serviceId: z.string({ error: SERVICE_PARAM }).uuid({ error: SERVICE_PARAM }),
  date: date.optional(),
  from: date.optional(),
});
export type AnyBarberSlotsQuery = z.infer<typeof AnyBarberSlotsQuery>;

/** One free start time and the barber who would take it (see ADR 0008 for how he is chosen). */
export const AnyBarberSlot = z.object({
  time: TimeString,
  barberId: z.string(),
  barberName: z.string(),
});
export type AnyBarberSlot = z.infer<typeof AnyBarberSlot>;

export const AnyBarberSlotsResponse = z.object({
  success: z.literal(true),
  /** The day answered; null when no barber has a free time in the searched range (or none offers the service). */
  date: z.string().nullable(),
  /** How many active barbers offer the service: 0 means the service cannot be booked at all. */
  barbers: z.number().int(),
  data: z.array(AnyBarberSlot),
});
export type AnyBarberSlotsResponse = z.infer<typeof AnyBarberSlotsResponse>;
