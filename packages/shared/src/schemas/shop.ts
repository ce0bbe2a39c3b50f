import { z } from 'zod';

/** One day of the shop's opening hours as shown to visitors (the barbers' own hours drive availability). */
export const OpeningDay = z.object({
  day: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  open: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The shop's own break that day (issue 27 item 1); absent on days saved before it existed. */
  hasBreak: z.boolean().optional(),
  breakStart: z.string().nullable().optional(),
  breakEnd: z.string().nullable().optional(),
});

/** The shop's profiles ('' = none): the home page, the business card and the vCard link them. */
export const SocialLinks = z.object({ instagram: z.string(), facebook: z.string(), tiktok: z.string() });
export type SocialLinks = z.infer<typeof SocialLinks>;

/** How customers may book (ADR 0049): days ahead, the online change/cancel notice in hours, the grid's step. */
export const BookingSettings = z.object({
  windowDays: z.number().int(),
  changeNoticeHours: z.number().int(),
  slotStepMinutes: z.number().int(),
});

/** Who the shop is and how it is reached, as stored: the public details and the owner's settings both show them. */
export const shopContactFields = {
  name: z.string(),
  tagline: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
};

/** The shop's public details: they live in the database, never in the code. */
export const ShopInfo = z.object({
  ...shopContactFields,
  timeZone: z.string(),
  currency: z.literal('CHF'),
  openingHours: z.array(OpeningDay),
  foundedYear: z.number().int(),
  socialLinks: SocialLinks,
  booking: BookingSettings,
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
