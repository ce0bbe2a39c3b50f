import { z } from 'zod';
import { formatSwissPhone, isInternationalPhone, PHONE_MESSAGE } from '../domain/phone';
import { WEEKDAYS } from '../domain/zoned-time';
import { RegisterRequest } from './auth';
import { Email, TimeString } from './common';
import { line, opaque } from './text';

/**
 * First run (issue 8): a fresh production database has no admin and no shop. GET /api/setup/status tells the
 * /setup page whether setup is still open; POST /api/setup creates the first admin and the shop's details, once.
 * The terminal does the same with `npm run setup`.
 */

export const SetupStatus = z.object({
  /** No admin exists yet: the one-time setup is open. */
  needsSetup: z.boolean(),
  /** The shop's details exist (the public pages show them). */
  shopConfigured: z.boolean(),
});
export type SetupStatus = z.infer<typeof SetupStatus>;
export const SetupStatusResponse = z.object({ success: z.literal(true), data: SetupStatus });

/** A time zone the runtime knows (Europe/Zurich, Europe/Rome...). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

const text = (label: string, max: number) =>
  line(
    z
      .string({ error: `${label} è obbligatorio` })
      .trim()
      .min(1, { error: `${label} è obbligatorio` })
      .max(max, { error: `${label} è troppo lungo` }),
  );

export const OpeningDayInput = z
  .strictObject({
    day: z.enum(WEEKDAYS, { error: 'Giorno non valido' }),
    open: z.boolean({ error: 'Indica se il negozio è aperto' }),
    startTime: TimeString.nullable().optional(),
    endTime: TimeString.nullable().optional(),
  })
  .refine((d) => !d.open || (d.startTime && d.endTime && d.startTime < d.endTime), {
    error: "Per un giorno di apertura indica l'orario, con la chiusura dopo l'apertura",
    path: ['endTime'],
  })
  .transform((d) => ({
    day: d.day,
    open: d.open,
    startTime: d.open ? (d.startTime ?? null) : null,
    endTime: d.open ? (d.endTime ?? null) : null,
  }));

export const ShopDetailsInput = z.strictObject({
  name: text('Il nome del negozio', 80),
  tagline: line(z.string().trim().max(160, { error: 'Il motto è troppo lungo' })).optional().default(''),
  address: text("L'indirizzo", 120),
  postalCode: z
    .string({ error: 'Il NPA è obbligatorio' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, { error: 'NPA non valido' }),
  city: text('La località', 80),
  phone: z
    .string({ error: 'Il telefono è obbligatorio' })
    .trim()
    .refine(isInternationalPhone, { error: PHONE_MESSAGE })
    .transform(formatSwissPhone),
  email: Email,
  timeZone: z
    .string({ error: 'Il fuso orario è obbligatorio' })
    .trim()
    .refine(isTimeZone, { error: 'Fuso orario non valido (es. Europe/Zurich)' }),
  openingHours: z
    .array(OpeningDayInput, { error: "Gli orari d'apertura sono obbligatori" })
    .length(7, { error: "Indica gli orari d'apertura di tutti i giorni della settimana" })
    .refine((days) => new Set(days.map((d) => d.day)).size === 7, {
      error: 'Ogni giorno della settimana va indicato una volta',
    })
    .transform((days) => WEEKDAYS.map((day) => days.find((d) => d.day === day)!)),
});
export type ShopDetailsInput = z.input<typeof ShopDetailsInput>;
export type ShopDetails = z.output<typeof ShopDetailsInput>;

/** The first admin's account: a registration's fields without the phone. */
export const SetupAdminInput = RegisterRequest.omit({ phone: true });

export const SetupRequest = z.strictObject({
  /** Printed by the server at start while setup is open: only whoever runs the server can claim it. */
  setupCode: opaque(
    z
      .string({ error: 'Il codice di configurazione è obbligatorio' })
      .trim()
      .min(1, { error: 'Il codice di configurazione è obbligatorio' })
      .max(40),
  ),
  admin: SetupAdminInput,
  shop: ShopDetailsInput,
});
export type SetupRequest = z.input<typeof SetupRequest>;

export const SetupResponse = z.object({
  success: z.literal(true),
  data: z.object({ email: z.string() }),
  message: z.string(),
});
export type SetupResponse = z.infer<typeof SetupResponse>;
