import type { FastifyReply } from 'fastify';
import { normalizePhone } from '@barber/shared/domain/phone';
import type { Config } from '../../infra/config';
import type { AppContext } from '../../infra/context';
import { tooManyRequests } from '../../infra/too-many-requests';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

export const GUEST_BOOKING_WINDOW_MS = 60 * 60_000;

/**
 * Guest bookings an hour for one email and, separately, for one phone number: 10 with the default
 * PUBLIC_FORM_RATE_LIMIT of 30 a minute per address (a third of it), so raising the public form limit for a load
 * test or a bench raises this one with it. Counted per contact in ctx.limiter (shared across instances with
 * Redis), so one person cannot fill a day's grid from many addresses, nor many addresses with one contact.
 */
export function guestContactLimit(config: Pick<Config, 'publicFormRateLimit'>): number {
  return Math.max(1, Math.floor(config.publicFormRateLimit / 3));
}

/**
 * Counts this booking attempt (or a guest's slot hold for an online payment, payments/routes.ts) against the
 * guest's email and phone; throws a 429 that says when to retry. A hold's payment form may lack the phone.
 */
export async function enforceGuestLimits(
  ctx: AppContext,
  reply: FastifyReply,
  guest: { email: string; phone?: string | null | undefined },
) {
  const max = guestContactLimit(ctx.config);
  const keys = [`guest-booking:email:${guest.email.trim().toLowerCase()}`];
  if (guest.phone?.trim()) keys.push(`guest-booking:phone:${normalizePhone(guest.phone)}`);
  const hits = await Promise.all(keys.map((key) => ctx.limiter.hit(key, max, GUEST_BOOKING_WINDOW_MS)));
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length === 0) return;
  throw tooManyRequests(
    reply,
    'BOOKING_RATE_LIMITED',
    moduleMessagesIt.tooManyGuestBookings,
    Math.max(...refused.map((hit) => hit.resetInMs)),
  );
}
