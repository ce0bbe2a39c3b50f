import { eq } from 'drizzle-orm';
import { entryExpiresAt, type WaitingStatus } from '@barber/shared/domain/waiting-list';
import type { Executor } from '../db/client';
import { barbers, services, waitingListEntries } from '../db/schema';

/**
 * The demo customer's waiting-list requests (issue 27 item 12), so the customer's page and the admin's 'Lista
 * d'attesa' show something on the first start: one waiting now, one that ran out last month. The waiting one asks
 * for Davide's colour on Friday mornings, a time no browser journey frees, so a journey's cancellation is never
 * offered to it ahead of the journey's own customer (the oldest request gets a freed slot first, ADR 0018).
 */
const DAY = 86_400_000;

interface DemoEntry {
  barber: string;
  service: string;
  preferredDays: string[];
  preferredTimeSlots: string[];
  notes: string | null;
  status: Extract<WaitingStatus, 'pending' | 'expired'>;
  daysAgo: number;
}

export const demoWaitingEntries: readonly DemoEntry[] = [
  { barber: 'Davide', service: 'Tinta', preferredDays: ['friday'], preferredTimeSlots: ['morning'], notes: 'Prima del lavoro, se possibile', status: 'pending', daysAgo: 2 },
  { barber: 'Marco', service: 'Taglio + Barba', preferredDays: ['saturday'], preferredTimeSlots: ['morning', 'afternoon'], notes: null, status: 'expired', daysAgo: 45 },
];

export async function seedDemoWaitingList(tx: Executor, clientUserId: string | null, now: Date = new Date()): Promise<void> {
  if (!clientUserId) return;
  for (const e of demoWaitingEntries) {
    const [found] = await tx
      .select({ barberId: barbers.id, serviceId: services.id })
      .from(barbers)
      .innerJoin(services, eq(services.name, e.service))
      .where(eq(barbers.firstName, e.barber));
    if (!found) continue;
    const createdAt = new Date(now.getTime() - e.daysAgo * DAY);
    const expiresAt = entryExpiresAt(createdAt);
    await tx.insert(waitingListEntries).values({
      userId: clientUserId,
      ...found,
      preferredDays: e.preferredDays,
      preferredTimeSlots: e.preferredTimeSlots,
      notes: e.notes,
      status: e.status,
      createdAt,
      expiresAt,
      updatedAt: e.status === 'expired' ? expiresAt : createdAt,
    });
  }
}
