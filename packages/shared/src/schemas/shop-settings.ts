import { z } from 'zod';
import { BOOKING_WINDOW_BOUNDS, CHANGE_NOTICE_BOUNDS, SLOT_STEP_CHOICES } from '../domain/booking-settings';
import { WEEKDAYS } from '../domain/zoned-time';
import { BookingSettings, OpeningDay, SocialLinks, shopContactFields } from './shop';
import { ShopDetailsInput } from './setup';
import { TimeString } from './common';
import { webLink } from './text';

/**
 * The owner's 'Impostazioni' (issue 27 item 1, ADR 0049): the shop's details, hours with an optional break and
 * the booking rules. GET answers what is stored; PUT saves everything at once.
 */
export const ShopSettings = z.object({
  ...shopContactFields,
  socialLinks: SocialLinks,
  openingHours: z.array(OpeningDay),
  booking: BookingSettings,
});
export type ShopSettings = z.infer<typeof ShopSettings>;
export const ShopSettingsResponse = z.object({ success: z.literal(true), data: ShopSettings, message: z.string().optional() });

export const SHOP_SETTINGS_MESSAGES = {
  breakTimes: 'Indica inizio e fine della pausa, con la fine dopo l’inizio',
  breakInside: 'La pausa deve essere compresa nell’orario di apertura',
  windowDays: `Giorni di prenotazione: un numero intero tra ${BOOKING_WINDOW_BOUNDS.min} e ${BOOKING_WINDOW_BOUNDS.max}`,
  notice: `Preavviso: un numero intero di ore tra ${CHANGE_NOTICE_BOUNDS.min} e ${CHANGE_NOTICE_BOUNDS.max}`,
  step: `Intervallo degli orari: scegli tra ${SLOT_STEP_CHOICES.join(', ')} minuti`,
  link: 'Link non valido (es. https://instagram.com/negozio)',
  linkTooLong: 'Link troppo lungo',
  conflicts: 'I nuovi orari lasciano fuori barbieri o appuntamenti: controlla l’elenco e conferma per salvare.',
  saved: 'Impostazioni salvate',
} as const;

const OpeningDaySetting = z
  .strictObject({
    day: z.enum(WEEKDAYS, { error: 'Giorno non valido' }),
    open: z.boolean({ error: 'Indica se il negozio è aperto' }),
    startTime: TimeString.nullable().optional(),
    endTime: TimeString.nullable().optional(),
    hasBreak: z.boolean({ error: 'Indica se c’è una pausa' }).optional().default(false),
    breakStart: TimeString.nullable().optional(),
    breakEnd: TimeString.nullable().optional(),
  })
  .refine((d) => !d.open || (d.startTime && d.endTime && d.startTime < d.endTime), {
    error: "Per un giorno di apertura indica l'orario, con la chiusura dopo l'apertura",
    path: ['endTime'],
  })
  .refine((d) => !d.open || !d.hasBreak || (d.breakStart && d.breakEnd && d.breakStart < d.breakEnd), {
    error: SHOP_SETTINGS_MESSAGES.breakTimes,
    path: ['breakEnd'],
  })
  .refine(
    (d) => !d.open || !d.hasBreak || !d.breakStart || !d.startTime || !d.endTime || !d.breakEnd ||
      (d.breakStart >= d.startTime && d.breakEnd <= d.endTime),
    { error: SHOP_SETTINGS_MESSAGES.breakInside, path: ['breakStart'] },
  )
  .transform((d) => {
    const hasBreak = d.open && d.hasBreak;
    return {
      day: d.day,
      open: d.open,
      startTime: d.open ? (d.startTime ?? null) : null,
      endTime: d.open ? (d.endTime ?? null) : null,
      hasBreak,
      breakStart: hasBreak ? (d.breakStart ?? null) : null,
      breakEnd: hasBreak ? (d.breakEnd ?? null) : null,
    };
  });

const wholeNumber = (message: string, bounds: { min: number; max: number }) =>
  z.number({ error: message }).int({ error: message }).min(bounds.min, { error: message }).max(bounds.max, { error: message });

const profile = () => webLink({ max: 300, tooLong: SHOP_SETTINGS_MESSAGES.linkTooLong, invalid: SHOP_SETTINGS_MESSAGES.link });

const { name, tagline, address, postalCode, city, phone, email } = ShopDetailsInput.shape;

export const ShopSettingsRequest = z.strictObject({
  name,
  tagline,
  address,
  postalCode,
  city,
  phone,
  email,
  socialLinks: z.strictObject({
    instagram: profile().optional().default(''),
    facebook: profile().optional().default(''),
    tiktok: profile().optional().default(''),
  }),
  openingHours: z
    .array(OpeningDaySetting, { error: "Gli orari d'apertura sono obbligatori" })
    .length(7, { error: "Indica gli orari d'apertura di tutti i giorni della settimana" })
    .refine((days) => new Set(days.map((d) => d.day)).size === 7, {
      error: 'Ogni giorno della settimana va indicato una volta',
    })
    .transform((days) => WEEKDAYS.map((day) => days.find((d) => d.day === day)!)),
  booking: z.strictObject({
    windowDays: wholeNumber(SHOP_SETTINGS_MESSAGES.windowDays, BOOKING_WINDOW_BOUNDS),
    changeNoticeHours: wholeNumber(SHOP_SETTINGS_MESSAGES.notice, CHANGE_NOTICE_BOUNDS),
    slotStepMinutes: z
      .number({ error: SHOP_SETTINGS_MESSAGES.step })
      .refine((n) => SLOT_STEP_CHOICES.includes(n), { error: SHOP_SETTINGS_MESSAGES.step }),
  }),
  /**
   * The owner saw the conflicts the preview listed and saves anyway: barbers' hours are fitted to the new hours
   * and everyone affected is told. Without it a save that leaves anything outside is refused (409).
   */
  confirmConflicts: z.boolean().optional().default(false),
});
export type ShopSettingsRequest = z.input<typeof ShopSettingsRequest>;
export type ShopSettingsInput = z.output<typeof ShopSettingsRequest>;

/** What new hours would leave outside: barbers' days and booked appointments, before anything is saved. */
export const ShopSettingsConflicts = z.object({
  barbers: z.array(
    z.object({ barberId: z.string(), name: z.string(), days: z.array(z.object({ day: z.enum(WEEKDAYS), message: z.string() })) }),
  ),
  appointments: z.array(
    z.object({
      _id: z.string(),
      barberName: z.string(),
      customerName: z.string(),
      customerPhone: z.string().nullable(),
      serviceName: z.string(),
      date: z.string(),
      startTime: z.string(),
    }),
  ),
});
export type ShopSettingsConflicts = z.infer<typeof ShopSettingsConflicts>;
export const ShopSettingsConflictsResponse = z.object({ success: z.literal(true), data: ShopSettingsConflicts });

/** PUT without confirmConflicts while the new hours leave something outside: nothing is saved, the list comes back. */
export const ShopSettingsConflictResponse = z.object({
  success: z.literal(false),
  code: z.literal('CONFLICT'),
  message: z.string(),
  conflicts: ShopSettingsConflicts,
});
