import { sql } from 'drizzle-orm';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { addDays, timeToMinutes, minutesToTime, todayInZone, weekdayOf, zonedToUtc } from '@barber/shared/domain/zoned-time';
import { queryRows, type Executor } from '../db/client';
import { appointments, payments } from '../db/schema';

/**
 * A living shop's past (issue 27 item 12): every barber's appointments over the last 12 weeks up to earlier today,
 * completed or cancelled, paid online (a card or TWINT payment) or in the shop, so the calendars, the statistics
 * and the customers' histories show something on the first start. Deterministic relative to `now` (a fixed
 * sequence per day), all in two multi-row inserts. Only the past: the days the browser journeys book stay free.
 */
const WEEKS = 12;
const GUESTS = [
  ['Paolo', 'Conti'],
  ['Elena', 'Galli'],
  ['Sara', 'Lombardi'],
  ['Matteo', 'Ricci'],
  ['Chiara', 'Marino'],
  ['Andrea', 'Greco'],
  ['Laura', 'Bruno'],
  ['Simone', 'Gallo'],
] as const;

interface Barber {
  id: string;
  workingHours: WorkingDay[];
  services: { id: string; name: string; durationMinutes: number; priceRappen: number }[];
}

/** The start times one barber-day gets: every 90 minutes from opening, skipping the break, picked by the day. */
function timesOf(day: WorkingDay, seed: number): number[] {
  if (!day.isWorking || !day.startTime || !day.endTime) return [];
  const end = timeToMinutes(day.endTime);
  const pause =
    day.hasBreak && day.breakStart && day.breakEnd ? { from: timeToMinutes(day.breakStart), to: timeToMinutes(day.breakEnd) } : null;
  const out: number[] = [];
  for (let m = timeToMinutes(day.startTime), k = 0; m + 60 <= end; m += 90, k++) {
    if (pause && m < pause.to && m + 60 > pause.from) continue;
    // Two of every three candidate times, a different pick each day.
    if ((k + seed) % 3 !== 0) out.push(m);
  }
  return out;
}

export async function seedDemoHistory(
  tx: Executor,
  input: { barbers: Barber[]; clientUserId: string | null; timeZone: string },
  now: Date = new Date(),
): Promise<void> {
  const { timeZone } = input;
  const today = todayInZone(now, timeZone);
  // The few appointments seeded before (around now): history never overlaps them.
  const taken = await queryRows<{ barber_id: string; s: number; e: number }>(
    tx,
    sql`select barber_id, (extract(epoch from starts_at) * 1000)::bigint as s, (extract(epoch from ends_at) * 1000)::bigint as e
        from appointments where status <> 'cancelled'`,
  );
  const rows: (typeof appointments.$inferInsert)[] = [];
  let n = 0;
  for (let offset = -WEEKS * 7; offset <= 0; offset++) {
    const date = addDays(today, offset);
    for (const [b, barber] of input.barbers.entries()) {
      const day = barber.workingHours.find((d) => d.day === weekdayOf(date));
      if (!day) continue;
      for (const minutes of timesOf(day, offset + b)) {
        n += 1;
        const service = barber.services[(n * 7) % barber.services.length]!;
        const startsAt = zonedToUtc(date, minutesToTime(minutes), timeZone);
        const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
        if (endsAt.getTime() > now.getTime()) continue;
        const clash = taken.some((t) => t.barber_id === barber.id && Number(t.s) < endsAt.getTime() && startsAt.getTime() < Number(t.e));
        if (clash) continue;
        const cancelled = n % 9 === 4;
        const online = n % 4 === 1;
        const guest = GUESTS[n % GUESTS.length]!;
        const own = input.clientUserId !== null && n % 11 === 3;
        rows.push({
          barberId: barber.id,
          serviceId: service.id,
          serviceName: service.name,
          durationMinutes: service.durationMinutes,
          priceRappen: service.priceRappen,
          startsAt,
          endsAt,
          status: cancelled ? 'cancelled' : 'completed',
          cancellationReason: cancelled ? 'Cancellato dal cliente' : null,
          paymentType: online ? 'online' : 'in_person',
          ...(own
            ? { bookingKind: 'online' as const, clientUserId: input.clientUserId, bookedByUserId: input.clientUserId }
            : {
                bookingKind: 'guest' as const,
                guestFirstName: guest[0],
                guestLastName: guest[1],
                guestEmail: `${guest[0].toLowerCase()}.${guest[1].toLowerCase()}@example.ch`,
                guestPhone: `+4179555${String(1100 + (n % GUESTS.length)).padStart(4, '0')}`,
              }),
          // Booked a few days before: this month's usage counts only what was booked this month.
          createdAt: new Date(startsAt.getTime() - 3 * 86_400_000),
          statusChangedAt: endsAt,
        });
      }
    }
  }
  const inserted = await tx
    .insert(appointments)
    .values(rows)
    .returning({ id: appointments.id, paymentType: appointments.paymentType, priceRappen: appointments.priceRappen, endsAt: appointments.endsAt, status: appointments.status });
  // Paid online: the test provider's payment (a card, every third one TWINT); a cancellation refunded it.
  const paid = inserted.filter((a) => a.paymentType === 'online');
  if (paid.length === 0) return;
  await tx.insert(payments).values(
    paid.map((a, i) => ({
      reference: `DEMO-${String(i + 1).padStart(4, '0')}`,
      kind: 'appointment' as const,
      amountRappen: a.priceRappen,
      method: i % 3 === 2 ? ('twint' as const) : ('stripe_card' as const),
      provider: 'test' as const,
      providerIntentId: `pi_demo_${String(i + 1).padStart(4, '0')}`,
      status: a.status === 'cancelled' ? ('refunded' as const) : ('succeeded' as const),
      statusAt: a.endsAt,
      refundedRappen: a.status === 'cancelled' ? a.priceRappen : 0,
      appointmentId: a.id,
      description: 'Pagamento online della demo',
      completedAt: a.endsAt,
      createdAt: new Date(a.endsAt.getTime() - 4 * 86_400_000),
    })),
  );
}
