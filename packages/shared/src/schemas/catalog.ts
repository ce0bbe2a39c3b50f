import { z } from 'zod';
import { ContentTranslationsRead } from './content-translations';
import { WorkingHoursSchema } from '../domain/working-hours';
import { WEEKDAYS } from '../domain/zoned-time';
import { DateString, Email, PersonName, TimeString } from './common';

/** A vacation period: whole shop-local days, both ends included. */
export const Vacation = z.object({ startDate: DateString, endDate: DateString });
export type Vacation = z.infer<typeof Vacation>;

export const WorkingDayDto = z.object({
  day: z.enum(WEEKDAYS),
  isWorking: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  hasBreak: z.boolean(),
  breakStart: z.string().nullable(),
  breakEnd: z.string().nullable(),
});

/** Money at the API edge: CHF as a number with 2 decimals (integer Rappen inside). */
export const Chf = z.number().nonnegative();

export const Service = z.object({
  _id: z.string(),
  name: z.string(),
  price: Chf,
  duration: z.number().int().positive(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** The owner's versions in other languages (issue 28 item 5): in the admin's lists only. */
  translations: ContentTranslationsRead.optional(),
});
export type Service = z.infer<typeof Service>;
/** GET /services/active: the spec's clients read a bare list (`data.map`). */
export const ServiceListResponse = z.array(Service);

/**
 * The public view of a barber (booking pages). services holds the names (the spec's shape); serviceIds the ids
 * of the same services, which the booking forms use.
 */
export const BarberPublic = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string().nullable(),
  services: z.array(z.string()),
  serviceIds: z.array(z.string()),
  workingHours: z.array(WorkingDayDto),
  vacations: z.array(Vacation),
  /** The avatar of the barber's account (issue 14), shown on the public barber cards; null without one. */
  profileImage: z.object({ url: z.string() }).nullable().optional(),
});
export type BarberPublic = z.infer<typeof BarberPublic>;
/** The public barber lists answer the bare list, as the spec's booking pages read them (`data.map`). */
export const BarberPublicListResponse = z.array(BarberPublic);
/** GET /appointments/public/barbers/:id answers the barber itself (workingHours at the top level). */
export const BarberPublicResponse = BarberPublic;

/** The staff view adds contacts, the active flag and the linked user account. */
export const Barber = BarberPublic.extend({
  email: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
  userId: z.string().nullable(),
});
export type Barber = z.infer<typeof Barber>;

/** GET /barbers: the staff view of every barber (inactive too) for the admin, the public list for anyone else. */
export const BarberDirectoryResponse = z.union([z.array(Barber), z.array(BarberPublic)]);

export const CheckVacationQuery = z.object({ date: DateString });
/** The spec's client reads isOnVacation and vacationInfo at the top level. */
export const CheckVacationResponse = z.object({ isOnVacation: z.boolean(), vacationInfo: Vacation.nullable() });

export { WorkingHoursSchema, Email, PersonName, TimeString };
