import { z } from 'zod';
import { SERIES_EVERY_WEEKS, SERIES_MAX_COUNT, SERIES_MIN_COUNT } from '../domain/series';
import { DateString, Id, TimeString, ok } from './common';
import { line } from './text';

/**
 * A regular's series (issue 29 item 4, ADR 0068): the Italian texts its fields answer with (fields-it.ts `series`
 * holds them with their de/fr/en siblings).
 */
export const SERIES_MESSAGES = {
  everyWeeks: 'Scegli ogni 2, 3, 4 o 6 settimane',
  count: `Una serie va da ${SERIES_MIN_COUNT} a ${SERIES_MAX_COUNT} appuntamenti`,
  change: 'Una data scelta non fa parte della serie o è a più di 3 giorni dalla sua',
  noDates: 'Tieni almeno una data della serie',
  inShop: 'Una serie si paga in sede: scegli il pagamento in sede',
} as const;

const EveryWeeks = z
  .number({ error: SERIES_MESSAGES.everyWeeks })
  .int({ error: SERIES_MESSAGES.everyWeeks })
  .refine((n) => (SERIES_EVERY_WEEKS as readonly number[]).includes(n), { error: SERIES_MESSAGES.everyWeeks });
const Count = z
  .number({ error: SERIES_MESSAGES.count })
  .int({ error: SERIES_MESSAGES.count })
  .min(SERIES_MIN_COUNT, { error: SERIES_MESSAGES.count })
  .max(SERIES_MAX_COUNT, { error: SERIES_MESSAGES.count });

const DateTime = z.strictObject({ date: DateString, time: TimeString });

/** One series date as the person chose it after the preview: moved to `to` (an alternative), or dropped (null). */
export const SeriesChange = z.strictObject({ date: DateString, to: DateTime.nullable() });
export type SeriesChange = z.infer<typeof SeriesChange>;

/** How often and how many times; `changes` are the person's answers to the preview's taken dates. */
export const SeriesRepeat = z.strictObject({
  everyWeeks: EveryWeeks,
  count: Count,
  changes: z.array(SeriesChange).max(SERIES_MAX_COUNT, { error: SERIES_MESSAGES.change }).optional(),
});
export type SeriesRepeat = z.input<typeof SeriesRepeat>;

const needsService = (v: { serviceId?: string | undefined; service?: string | undefined }) => !!(v.serviceId || v.service);

/** The preview's question: the first appointment as a single booking names it, and how it repeats. */
export const SeriesPreviewRequest = z
  .strictObject({
    barberId: Id,
    serviceId: Id.optional(),
    service: line(z.string().trim().min(1).max(120)).optional(),
    date: DateString,
    time: TimeString,
    repeat: SeriesRepeat.omit({ changes: true }),
  })
  .refine(needsService, { error: 'Servizio non valido', path: ['serviceId'] });
export type SeriesPreviewRequest = z.input<typeof SeriesPreviewRequest>;

/**
 * One date of the series: free at the wanted time, or not (taken by another appointment, or unavailable: closed,
 * an absence, past), with the nearest free alternative of the same barber and service (null: none within 3 days).
 */
export const SeriesOccurrence = z.object({
  date: z.string(),
  time: z.string(),
  free: z.boolean(),
  reason: z.enum(['taken', 'unavailable']).nullable(),
  alternative: z.object({ date: z.string(), time: z.string() }).nullable(),
});
export type SeriesOccurrence = z.infer<typeof SeriesOccurrence>;

export const SeriesPreviewResponse = ok(z.object({ occurrences: z.array(SeriesOccurrence) }));
export type SeriesPreviewResponse = z.infer<typeof SeriesPreviewResponse>;
