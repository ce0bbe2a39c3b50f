import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import type { AnyBarberSlot, AnyBarberSlotsQuery, AnyBarberSlotsResponse } from '@barber/shared/schemas/any-barber';
import type { BarberPublic } from '@barber/shared/schemas/catalog';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { activeBarbers } from '../barbers/index';
import { activeServices } from '../services/index';
import { bookingSettings, shopTimeZone } from '../shop/index';
import { availabilityCalendar, availableSlots } from './service';

interface Candidate {
  barber: BarberPublic;
  name: string;
  /** Booked 15-minute cells of that barber on the day: how busy he already is. */
  load: number;
}

// A barber who stopped offering the service (or left) between the two reads is simply not a candidate.
const gone = (error: unknown) =>
  error instanceof AppError && (error.code === 'SERVICE_NOT_FOUND' || error.code === 'BARBER_NOT_FOUND');

/**
 * 'Qualsiasi barbiere'. Every number comes from the one slot engine (availableSlots / availabilityCalendar of
 * service.ts), per barber; this only merges. For each free time the barber is the one with the fewest booked
 * cells that day (spreads the work, keeps the busiest barber's gaps for those who ask for him), then by name,
 * then by id, so the same question always gets the same answer.
 */
export async function anyBarberSlots(ctx: AppContext, query: AnyBarberSlotsQuery): Promise<AnyBarberSlotsResponse> {
  // Only its id and duration are read here: the Italian texts do.
  const service = (await activeServices(ctx, 'it')).find((s) => s._id === query.serviceId);
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  const barbers = (await activeBarbers(ctx)).filter((b) => b.serviceIds.includes(service._id));
  const request = { duration: service.duration, serviceId: service._id };

  const date = query.date ?? (await firstFreeDate(ctx, barbers, request, query.from));
  if (!date) return { success: true, date: null, barbers: barbers.length, data: [] };

  const byTime = new Map<string, Candidate[]>();
  await Promise.all(
    barbers.map(async (barber) => {
      const slots = await availableSlots(ctx, { barberId: barber._id, date, ...request }).catch((error) => {
        if (gone(error)) return [];
        throw error;
      });
      const candidate = {
        barber,
        name: `${barber.firstName} ${barber.lastName}`,
        load: slots.filter((s) => s.isBooked).length,
      };
      for (const slot of slots) {
        if (!slot.available) continue;
        byTime.set(slot.time, [...(byTime.get(slot.time) ?? []), candidate]);
      }
    }),
  );

  const data: AnyBarberSlot[] = [...byTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, candidates]) => {
      const [pick] = [...candidates].sort(
        (a, b) => a.load - b.load || a.name.localeCompare(b.name, 'it') || a.barber._id.localeCompare(b.barber._id),
      );
      return { time, barberId: pick!.barber._id, barberName: pick!.name };
    });
  return { success: true, date, barbers: barbers.length, data };
}

/** The first day from `from` (default today) on which any of the barbers has a free time, within the window. */
async function firstFreeDate(
  ctx: AppContext,
  barbers: readonly BarberPublic[],
  request: { duration: number; serviceId: string },
  from: string | undefined,
): Promise<string | null> {
  const today = todayInZone(ctx.now(), await shopTimeZone(ctx));
  const start = from && from > today ? from : today;
  const last = addDays(today, (await bookingSettings(ctx)).windowDays);
  if (start > last || barbers.length === 0) return null;
  let days = 1;
  while (addDays(start, days) <= last) days += 1;
  const calendars = await Promise.all(
    barbers.map((barber) =>
      availabilityCalendar(ctx, { barberId: barber._id, from: start, days, ...request }).catch((error) => {
        if (gone(error)) return { data: [] };
        throw error;
      }),
    ),
  );
  const free = calendars.flatMap((c) => c.data.filter((d) => d.available > 0).map((d) => d.date)).sort();
  return free[0] ?? null;
}
