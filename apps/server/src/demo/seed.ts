import { sql } from 'drizzle-orm';
import { hashPassword } from '../infra/passwords';
import { queryRows, type Database } from '../db/client';
import { demoAccounts, demoShop } from './demo-data';
import { shopSettings, users } from '../db/schema';
import { seedDemoBooking } from './seed-booking';
import { seedDemoShop } from './seed-shop';
import { seedDemoOrders } from './seed-orders';
import { seedDemoWaitingList } from './seed-waiting-list';
import { seedDemoSubscription } from './seed-subscription';
import { seedDemoContact } from './seed-contact';
import type { FileStorage } from '../infra/storage/file-storage';

/**
 * Fills an empty database with the demo studio. Runs only in demo mode and only when there are no users yet,
 * so it never touches a database that holds real data. Answers whether it seeded. The storage receives the demo
 * products' images (without one, the products have none).
 */
export async function seedDemo(database: Database, storage?: FileStorage): Promise<boolean> {
  const [existing] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
  if ((existing?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  await database.db.transaction(async (tx) => {
    await tx.insert(shopSettings).values({ id: 1, ...demoShop }).onConflictDoNothing();
    const inserted = await tx
      .insert(users)
      .values(
        demoAccounts.map((a, i) => ({
          email: a.email,
          passwordHash: hashes[i]!,
          role: a.role,
          firstName: a.firstName,
          lastName: a.lastName,
          phone: a.phone,
          // Demo accounts count as proven (ADR 0031): their guest bookings show in their lists.
          emailConfirmedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email, role: users.role });
    await seedDemoBooking(tx, inserted);
    await seedDemoShop(tx, storage);
    // A few orders and waiting-list requests (issue 27 item 12): the lists show something on the first start.
    const client = demoAccounts.find((a) => a.role === 'client');
    const clientId = inserted.find((u) => u.role === 'client')?.id ?? null;
    await seedDemoOrders(tx, {
      customer: client && clientId ? { id: clientId, name: `${client.firstName} ${client.lastName}`, email: client.email, phone: client.phone } : null,
      timeZone: demoShop.timeZone,
    });
    await seedDemoWaitingList(tx, clientId);
    // An active BUSINESS with this month's usage (issue 12); production installs start without a plan.
    await seedDemoSubscription(tx, demoShop.timeZone);
    // The marketing page's requests (issue 15 item 4): one open demo request, one handled consultation.
    await seedDemoContact(tx, demoShop.timeZone);
  });
  return true;
}
