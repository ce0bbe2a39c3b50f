import { randomBytes } from 'node:crypto';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { barberServices, barberVacations, barbers, services, shopSettings, temporaryAbsences } from '../../src/db/schema';
import { clearShopCache } from '../../src/modules/shop/service';
import type { TestApp } from './test-app';

export const ZURICH = 'Europe/Zurich';
/** Monday 1 June 2026, 08:00 in Lugano: the clock most booking tests start from. */
export const MONDAY_MORNING = '2026-06-01T06:00:00Z';
/** Wednesday two days later, inside the booking window. */
export const WEDNESDAY = '2026-06-03';

export type ServiceRow = typeof services.$inferSelect;
export type BarberRow = typeof barbers.$inferSelect;

/** Monday to Saturday 09:00-19:00 with lunch 12:00-13:00; Sunday closed. */
export function standardWeek(overrides: Partial<Record<WorkingDay['day'], Partial<WorkingDay>>> = {}): WorkingDay[] {
  return WEEKDAYS.map((day) => ({
    day,
    isWorking: day !== 'sunday',
    startTime: day === 'sunday' ? null : '09:00',
    endTime: day === 'sunday' ? null : '19:00',
    hasBreak: day !== 'sunday',
    breakStart: day === 'sunday' ? null : '12:00',
    breakEnd: day === 'sunday' ? null : '13:00',
    ...overrides[day],
  }));
}

/** The shop row (test databases are migrated, not seeded): Lugano, Europe/Zurich. */
export async function givenShop(t: TestApp): Promise<void> {
  await t.ctx.db
    .insert(shopSettings)
    .values({
      id: 1,
      name: 'Barber Studio Test',
      address: 'Via Nassa 21',
      postalCode: '6900',
      city: 'Lugano',
      phone: '+41 91 555 01 23',
      email: 'info@example.ch',
      timeZone: ZURICH,
    })
    .onConflictDoUpdate({ target: shopSettings.id, set: { timeZone: ZURICH } });
  clearShopCache(t.ctx.db);
  // Written past the app, so said as the app says it: the kept public answers drop (ADR 0080).
  t.ctx.realtime.listsChanged(['shop']);
}

export async function makeService(
  t: TestApp,
  overrides: Partial<Pick<ServiceRow, 'name' | 'priceRappen' | 'durationMinutes' | 'description' | 'isActive'>> = {},
): Promise<ServiceRow> {
  const [row] = await t.ctx.db
    .insert(services)
    .values({
      name: overrides.name ?? `Servizio ${randomBytes(3).toString('hex')}`,
      priceRappen: overrides.priceRappen ?? 3000,
      durationMinutes: overrides.durationMinutes ?? 30,
      description: overrides.description ?? null,
      isActive: overrides.isActive ?? true,
    })
    .returning();
  t.ctx.realtime.listsChanged(['services']);
  return row!;
}

export async function makeBarber(
  t: TestApp,
  overrides: Partial<Pick<BarberRow, 'firstName' | 'lastName' | 'isActive' | 'userId' | 'workingHours' | 'bio' | 'email'>> & {
    services?: ServiceRow[];
    vacations?: { startDate: string; endDate: string }[];
  } = {},
): Promise<BarberRow> {
  const [row] = await t.ctx.db
    .insert(barbers)
    .values({
      firstName: overrides.firstName ?? 'Mario',
      lastName: overrides.lastName ?? `Rossi-${randomBytes(2).toString('hex')}`,
      email: overrides.email ?? 'barbiere@example.ch',
      phone: '+41795550000',
      bio: overrides.bio ?? null,
      isActive: overrides.isActive ?? true,
      userId: overrides.userId ?? null,
      workingHours: overrides.workingHours ?? standardWeek(),
    })
    .returning();
  const barber = row!;
  if (overrides.services?.length) {
    await t.ctx.db.insert(barberServices).values(overrides.services.map((s) => ({ barberId: barber.id, serviceId: s.id })));
  }
  if (overrides.vacations?.length) {
    await t.ctx.db.insert(barberVacations).values(overrides.vacations.map((v) => ({ barberId: barber.id, ...v })));
  }
  t.ctx.realtime.listsChanged(['barbers']);
  return barber;
}

/** A temporary absence; barberId null closes the whole studio for that time. */
export async function makeAbsence(
  t: TestApp,
  values: { barberId: string | null; date: string; startTime: string; endTime: string; reason?: string },
) {
  await t.ctx.db.insert(temporaryAbsences).values({ reason: 'Test', ...values });
  // Written past the absences service, so said as it says it: the app's kept slot rows drop the day (ADR 0076).
  t.ctx.realtime.availabilityChanged(values.barberId ? { barberId: values.barberId, dates: [values.date] } : 'all');
}

export interface FreeSlot {
  barber: BarberRow;
  service: ServiceRow;
  date: string;
  time: string;
}

/**
 * The usual starting point: the shop, a barber with the standard week offering one 30-minute service at
 * CHF 30, the clock on Monday morning and Wednesday 10:00 free.
 */
export async function givenShopWithFreeSlot(
  t: TestApp,
  overrides: { service?: Parameters<typeof makeService>[1]; barber?: Parameters<typeof makeBarber>[1] } = {},
): Promise<FreeSlot> {
  await givenShop(t);
  t.clock.set(MONDAY_MORNING);
  const service = await makeService(t, { name: 'Taglio + Shampoo', priceRappen: 3000, durationMinutes: 30, ...overrides.service });
  const barber = await makeBarber(t, { services: [service], ...overrides.barber });
  return { barber, service, date: WEDNESDAY, time: '10:00' };
}

/** A valid guest booking body for the slot. */
export function guestBody(slot: FreeSlot, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Anna',
    lastName: 'Neri',
    email: 'anna.neri@example.ch',
    phone: '079 123 45 67',
    barberId: slot.barber.id,
    serviceId: slot.service.id,
    date: slot.date,
    time: slot.time,
    ...overrides,
  };
}

/** A valid registered booking body for the slot. */
export function bookingBody(slot: FreeSlot, overrides: Record<string, unknown> = {}) {
  return { barberId: slot.barber.id, serviceId: slot.service.id, date: slot.date, time: slot.time, ...overrides };
}
