import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PastVisitsRequest } from '@barber/shared/contract/last-minute';
import { lastMinuteTextsIt as t } from '@barber/shared/messages/last-minute-it';
import { appointments, services, users } from '../../db/schema';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';

/**
 * Demo mode only (routes.ts registers it nowhere else): completed visits in the past for an account, so a browser
 * journey, whose server runs on the real clock, has a regular who is due. Past days only: no booking rule applies.
 */
export async function addPastVisits(ctx: AppContext, body: z.output<typeof PastVisitsRequest>) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email.trim().toLowerCase()));
    const [service] = await tx.select().from(services).where(eq(services.id, body.serviceId));
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (!service) throw new AppError('SERVICE_NOT_FOUND');
    await tx.insert(appointments).values(
      body.daysAgo.map((days) => {
        // 06:00 UTC of that day: before any shop opens, so the demo's seeded history of the barber is never in the way.
        const day = new Date(now.getTime() - days * 86_400_000);
        const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 6));
        return {
          barberId: body.barberId,
          serviceId: service.id,
          serviceName: service.name,
          durationMinutes: service.durationMinutes,
          priceRappen: service.priceRappen,
          startsAt,
          endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
          status: 'completed' as const,
          bookingKind: 'online' as const,
          clientUserId: user.id,
          bookedByUserId: user.id,
          createdAt: new Date(startsAt.getTime() - 86_400_000),
          statusChangedAt: startsAt,
        };
      }),
    );
  });
  // Past days only, but they are still a grid a staff page may show (ADR 0076).
  ctx.realtime.availabilityChanged({ barberId: body.barberId });
  return { success: true as const, message: t.pastVisits };
}
