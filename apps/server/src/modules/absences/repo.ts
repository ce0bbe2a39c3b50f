import { and, asc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { insertReturning, queryRows, type Executor } from '../../db/client';
import { temporaryAbsences } from '../../db/schema';

export type AbsenceRow = typeof temporaryAbsences.$inferSelect;
export type NewAbsence = typeof temporaryAbsences.$inferInsert;

/** One day's absences: the whole studio's first, then by start time. */
export async function listByDate(exec: Executor, date: string): Promise<AbsenceRow[]> {
  return exec
    .select()
    .from(temporaryAbsences)
    .where(eq(temporaryAbsences.date, date))
    .orderBy(sql`${temporaryAbsences.barberId} nulls first`, asc(temporaryAbsences.startTime), asc(temporaryAbsences.id));
}

/**
 * The first absence of the same barber (or, for a whole-studio one, of the whole studio) on the date whose time
 * shares a minute with [startTime, endTime); `exceptId` leaves out the absence being edited.
 */
export async function findOverlapping(
  exec: Executor,
  absence: { barberId: string | null; date: string; startTime: string; endTime: string; exceptId?: string },
): Promise<AbsenceRow | undefined> {
  const [row] = await exec
    .select()
    .from(temporaryAbsences)
    .where(
      and(
        absence.barberId ? eq(temporaryAbsences.barberId, absence.barberId) : isNull(temporaryAbsences.barberId),
        eq(temporaryAbsences.date, absence.date),
        lt(temporaryAbsences.startTime, absence.endTime),
        gt(temporaryAbsences.endTime, absence.startTime),
        absence.exceptId ? ne(temporaryAbsences.id, absence.exceptId) : undefined,
      ),
    )
    .orderBy(asc(temporaryAbsences.startTime))
    .limit(1);
  return row;
}

export async function findForUpdate(exec: Executor, id: string): Promise<AbsenceRow | undefined> {
  const [row] = await exec.select().from(temporaryAbsences).where(eq(temporaryAbsences.id, id)).for('update');
  return row;
}

export async function insertAbsence(exec: Executor, values: NewAbsence): Promise<AbsenceRow> {
  return insertReturning(exec, temporaryAbsences, values);
}

export async function updateAbsence(
  exec: Executor,
  id: string,
  values: Pick<NewAbsence, 'startTime' | 'endTime' | 'reason' | 'notes'>,
): Promise<AbsenceRow> {
  const [row] = await exec.update(temporaryAbsences).set(values).where(eq(temporaryAbsences.id, id)).returning();
  return row!;
}

export async function deleteAbsence(exec: Executor, id: string): Promise<AbsenceRow | undefined> {
  const [row] = await exec.delete(temporaryAbsences).where(eq(temporaryAbsences.id, id)).returning();
  return row;
}

/** Removes absences whose day is over; answers how many went. */
export async function deleteBefore(exec: Executor, date: string): Promise<number> {
  const rows = await exec
    .delete(temporaryAbsences)
    .where(lt(temporaryAbsences.date, date))
    .returning({ id: temporaryAbsences.id });
  return rows.length;
}

/**
 * Locks the active barbers an absence touches (one, or all for the whole studio), in id order, with the same
 * lock a booking takes on its barber: an absence and a booking for the same time then run one after the
 * other, so the conflict check cannot miss a booking committed meanwhile. Answers the ids that exist.
 */
export async function lockActiveBarbers(exec: Executor, barberId: string | null): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`select id from barbers where is_active ${barberId ? sql`and id = ${barberId}::uuid` : sql``}
        order by id for no key update`,
  );
  return rows.map((r) => r.id);
}
