import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The cheapest round trip: the health check answers only while the database does. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
