import { z } from 'zod';

/** One day of the shop's opening hours as shown to visitors (the barbers' own hours drive availability). */
export const OpeningDay = z.object({
  day: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  open: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});

/** The shop's public details: they live in the database, never in the code. */
export const ShopInfo = z.object({
  name: z.string(),
  tagline: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  timeZone: z.string(),
  currency: z.literal('CHF'),
  openingHours: z.array(OpeningDay),
  foundedYear: z.number().int(),
});
export type ShopInfo = z.infer<typeof ShopInfo>;
export const ShopInfoResponse = z.object({ success: z.literal(true), data: ShopInfo });
