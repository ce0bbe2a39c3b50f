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

/**
 * GET /api/shop: the details once the shop is set up, else only that state (a fresh install before its
 * first-run setup). Never a 503: the public pages say the shop is being set up and link to /setup while
 * needsSetup (no admin yet).
 */
export const ShopState = z.discriminatedUnion('configured', [
  ShopInfo.extend({ configured: z.literal(true) }),
  z.object({ configured: z.literal(false), needsSetup: z.boolean() }),
]);
export type ShopState = z.infer<typeof ShopState>;
export const ShopStateResponse = z.object({ success: z.literal(true), data: ShopState });
