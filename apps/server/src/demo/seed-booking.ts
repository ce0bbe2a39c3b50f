import { appointmentInterval, isBookable, type Interval } from '@barber/shared/domain/slot-engine';
import { WorkingHoursSchema, type WorkingDay } from '@barber/shared/domain/working-hours';
import { addDays, todayInZone, weekdayOf } from '@barber/shared/domain/zoned-time';
import type { Executor } from '../db/client';
import { demoShop } from './demo-data';
import { appointments, barberServices, barberVacations, barbers, services, temporaryAbsences } from '../db/schema';

type Hours = [start: string, end: string, pause?: [string, string]] | null;

/** Seven days from a compact monday..sunday list, validated like the barber editor does. */
function week(days: Hours[]): WorkingDay[] {
  const names = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
  return WorkingHoursSchema.parse(
    names.map((day, i) => {
      const h = days[i] ?? null;
      return {
        day,
        isWorking: h !== null,
        startTime: h?.[0] ?? null,
        endTime: h?.[1] ?? null,
        hasBreak: !!h?.[2],
        breakStart: h?.[2]?.[0] ?? null,
        breakEnd: h?.[2]?.[1] ?? null,
      };
    }),
  );
}

// The spec's services and prices (001, section 9); the child cut at 25 as in most places of the spec.
const demoServices = [
  { name: 'Taglio + Shampoo', chf: 30, minutes: 30, description: 'Taglio su misura con shampoo e styling finale.' },
  { name: 'Barba Modellata', chf: 25, minutes: 30, description: 'Rifinitura e modellatura della barba con panno caldo.' },
  { name: 'Taglio + Barba', chf: 45, minutes: 60, description: 'Il servizio completo: taglio, shampoo e barba modellata.' },
  { name: 'Taglio Bambino', chf: 25, minutes: 30, description: 'Taglio per bambini fino a 10 anni.' },
  { name: 'Hair Tattoo', chf: 5, minutes: 15, description: 'Disegni rasati; da 5 CHF, disegni complessi da 10 CHF.' },
  { name: 'Sopracciglia con Lama', chf: 7, minutes: 15, description: 'Definizione delle sopracciglia con lama.' },
  { name: 'Sopracciglia a Cera', chf: 12, minutes: 15, description: 'Definizione delle sopracciglia con cera.' },
  { name: 'Tinta', chf: 40, minutes: 45, description: 'Colore per capelli o barba.' },
  { name: 'Rifinitura Contorni', chf: 10, minutes: 15, description: 'Rifinitura di nuca e basette tra un taglio e l’altro.' },
];

/**
 * Demo barbers, services, a vacation, an absence and a few appointments around `now`. The appointments are
 * placed with the slot engine itself, so the demo never holds a booking the rules would refuse.
 */
export async function seedDemoBooking(
  tx: Executor,
  users: { id: string; email: string; role: 'admin' | 'barber' | 'client' }[],
  now: Date = new Date(),
): Promise<void> {
  const timeZone = demoShop.timeZone;
  const today = todayInZone(now, timeZone);
  const marcoUser = users.find((u) => u.email === 'marco@barberstudio-lugano.ch');
  const client = users.find((u) => u.role === 'client');

  const serviceRows = await tx
    .insert(services)
    .values(demoServices.map((s) => ({ name: s.name, priceRappen: s.chf * 100, durationMinutes: s.minutes, description: s.description })))
    .returning();
  const service = (name: string) => serviceRows.find((s) => s.name === name)!;

  const barberRows = await tx
    .insert(barbers)
    .values([
      {
        userId: marcoUser?.id ?? null,
        firstName: 'Marco',
        lastName: 'Bianchi',
        email: 'marco@barberstudio-lugano.ch',
        phone: '+41795551002',
        bio: 'Fondatore dello studio: tagli classici, sfumature e barba con panno caldo.',
        // Tuesday to Saturday, lunch 12:00-13:00; Saturday closes at 17:00.
        workingHours: week([
          null,
          ['09:00', '19:00', ['12:00', '13:00']],
          ['09:00', '19:00', ['12:00', '13:00']],
          ['09:00', '19:00', ['12:00', '13:00']],
          ['09:00', '19:00', ['12:00', '13:00']],
          ['09:00', '17:00', ['12:00', '12:30']],
          null,
        ]),
      },
      {
        firstName: 'Luca',
        lastName: 'Moretti',
        email: 'luca@barberstudio-lugano.ch',
        phone: '+41795551004',
        bio: 'Specialista in sfumature moderne e hair tattoo.',
        // Monday afternoon only, then Tuesday to Saturday with a short break; Saturday ends with the shop.
        workingHours: week([
          ['14:00', '19:00'],
          ['09:00', '18:30', ['12:30', '13:30']],
          ['09:00', '18:30', ['12:30', '13:30']],
          ['09:00', '18:30', ['12:30', '13:30']],
          ['09:00', '18:30', ['12:30', '13:30']],
          ['09:00', '17:00', ['12:00', '12:30']],
          null,
        ]),
      },
      {
        firstName: 'Davide',
        lastName: 'Colombo',
        email: 'davide@barberstudio-lugano.ch',
        phone: '+41795551005',
        bio: 'Barba, colore e tagli per i più piccoli.',
        // Monday afternoon (when the shop opens), then Tuesday to Friday with a late start and a late lunch.
        workingHours: week([
          ['14:00', '19:00'],
          ['10:00', '19:00', ['13:00', '14:00']],
          ['10:00', '19:00', ['13:00', '14:00']],
          ['10:00', '19:00', ['13:00', '14:00']],
          ['10:00', '19:00', ['13:00', '14:00']],
          null,
          null,
        ]),
      },
    ])
    .returning();
  const [marco, luca, davide] = barberRows as [typeof barbers.$inferSelect, typeof barbers.$inferSelect, typeof barbers.$inferSelect];

  const offers: [typeof marco, string[]][] = [
    [marco, demoServices.map((s) => s.name)],
    [luca, ['Taglio + Shampoo', 'Taglio + Barba', 'Hair Tattoo', 'Sopracciglia con Lama', 'Rifinitura Contorni']],
    [davide, ['Barba Modellata', 'Taglio + Barba', 'Taglio Bambino', 'Sopracciglia a Cera', 'Tinta']],
  ];
  await tx
    .insert(barberServices)
    .values(offers.flatMap(([b, names]) => names.map((n) => ({ barberId: b.id, serviceId: service(n).id }))));

  const vacation = { startDate: addDays(today, 12), endDate: addDays(today, 16) };
  await tx.insert(barberVacations).values({ barberId: davide.id, ...vacation });
  await tx.insert(temporaryAbsences).values({
    barberId: luca.id,
    date: addDays(today, 3),
    startTime: '15:00',
    endTime: '16:30',
    reason: 'Visita medica',
  });

  // Each booking takes the first day from `fromDay` on where the slot engine offers the time.
  const busy = new Map<string, Interval[]>();
  const place = (barber: typeof marco, minutes: number, fromDay: number, time: string, at: Date = now) => {
    for (let offset = fromDay; offset < fromDay + 14; offset++) {
      const date = addDays(todayInZone(at, timeZone), offset);
      const taken = busy.get(barber.id) ?? [];
      const input = {
        date,
        timeZone,
        now: at,
        durationMinutes: minutes,
        workingDay: barber.workingHours.find((d) => d.day === weekdayOf(date)),
        vacations: barber.id === davide.id ? [vacation] : [],
        absences: [],
        busy: taken,
      };
      if (isBookable(input, time)) {
        const interval = appointmentInterval(date, time, minutes, timeZone);
        busy.set(barber.id, [...taken, interval]);
        return interval;
      }
    }
    throw new Error(`demo data: no free ${time} for ${barber.firstName}`);
  };
  const snapshot = (name: string) => {
    const s = service(name);
    return { serviceId: s.id, serviceName: s.name, durationMinutes: s.durationMinutes, priceRappen: s.priceRappen };
  };
  const guest = (first: string, last: string, phone: string) => ({
    bookingKind: 'guest' as const,
    guestFirstName: first,
    guestLastName: last,
    guestEmail: `${first.toLowerCase()}.${last.toLowerCase()}@example.ch`,
    guestPhone: phone,
  });
  const forClient = client ? { bookingKind: 'online' as const, clientUserId: client.id, bookedByUserId: client.id } : guest('Giulia', 'Ferrari', '+41795551003');

  await tx.insert(appointments).values([
    { barberId: marco.id, ...snapshot('Taglio + Barba'), ...place(marco, 60, 3, '10:00'), ...forClient },
    { barberId: luca.id, ...snapshot('Hair Tattoo'), ...place(luca, 15, 6, '17:00'), ...forClient },
    { barberId: marco.id, ...snapshot('Taglio + Shampoo'), ...place(marco, 30, 1, '15:00'), ...guest('Paolo', 'Conti', '+41795551101') },
    { barberId: luca.id, ...snapshot('Taglio + Shampoo'), ...place(luca, 30, 1, '09:30'), ...guest('Elena', 'Galli', '+41795551102') },
    { barberId: davide.id, ...snapshot('Tinta'), ...place(davide, 45, 2, '16:00'), ...guest('Sara', 'Lombardi', '+41795551103') },
    { barberId: davide.id, ...snapshot('Taglio Bambino'), ...place(davide, 30, 2, '10:30'), ...guest('Matteo', 'Ricci', '+41795551104') },
    // Last week's visit the barber has not marked yet: the barber panel can still mark it completed.
    {
      barberId: marco.id,
      ...snapshot('Taglio + Shampoo'),
      ...place(marco, 30, 0, '16:00', new Date(now.getTime() - 7 * 86_400_000)),
      ...guest('Lorenzo', 'Fontana', '+41795551105'),
    },
    // A past visit, so the client's list shows a completed appointment too.
    {
      barberId: marco.id,
      ...snapshot('Taglio + Shampoo'),
      ...place(marco, 30, 0, '11:00', new Date(now.getTime() - 10 * 86_400_000)),
      ...forClient,
      status: 'completed' as const,
    },
  ]);
}
