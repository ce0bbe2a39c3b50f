import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RouteName } from '@barber/shared/api-routes';
import { queryRows } from '../../src/db/client';
import { makeUser, type TestUser } from './factories';
import { givenShopWithFreeSlot, makeBarber, type BarberRow, type FreeSlot } from './booking';
import type { RawCall, TestApp } from './test-app';

export interface StaffBarber {
  user: TestUser;
  barber: BarberRow;
}

/** The cast of the role-matrix tests: the shop with a free slot, an admin, a client, barbers X and Y with accounts. */
export interface Staff {
  slot: FreeSlot;
  admin: TestUser;
  client: TestUser;
  x: StaffBarber;
  y: StaffBarber;
}

export async function givenStaff(t: TestApp): Promise<Staff> {
  const slot = await givenShopWithFreeSlot(t);
  const admin = await makeUser(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const client = await makeUser(t, { role: 'client' });
  const xUser = await makeUser(t, { role: 'barber', firstName: 'Xeno' });
  const yUser = await makeUser(t, { role: 'barber', firstName: 'Yuri' });
  const x = await makeBarber(t, { firstName: 'Xeno', userId: xUser.id, services: [slot.service] });
  const y = await makeBarber(t, { firstName: 'Yuri', userId: yUser.id, services: [slot.service] });
  return { slot, admin, client, x: { user: xUser, barber: x }, y: { user: yUser, barber: y } };
}

/** Who calls: a header set per role of the matrix (guest: none). */
export function callers(staff: Staff) {
  return {
    guest: {} as Record<string, string>,
    client: staff.client.auth,
    barberX: staff.x.user.auth,
    barberY: staff.y.user.auth,
    admin: staff.admin.auth,
  } as const;
}

type Caller = keyof ReturnType<typeof callers>;
/** A call by contract route name; its input is not typed, since the refusal comes before any validation. */
type StaffCall = { route: RouteName } & Pick<RawCall, 'params' | 'query' | 'body'>;

/**
 * Each call is refused to each caller: 401 to a guest, 403 to anyone logged in. A failure names the caller and
 * the call, since one loop checks many.
 */
export async function expectRefused(
  t: TestApp,
  staff: Staff,
  calls: readonly StaffCall[],
  who: readonly Caller[] = ['guest', 'client', 'barberX'],
): Promise<void> {
  const c = callers(staff);
  for (const caller of who) {
    const expected = caller === 'guest' ? 401 : 403;
    for (const { route, ...input } of calls) {
      const res = await t.callRaw(route, { ...input, headers: c[caller] });
      const seen = `${caller} ${route} ${JSON.stringify(input)} -> `;
      expect(seen + res.statusCode).toBe(seen + expected);
    }
  }
}

/** Emails recorded in the outbox of one kind. */
export async function outbox(t: TestApp, kind: string) {
  return queryRows<{ recipient: string; subject: string; body_text: string }>(
    t.ctx.db,
    sql`select recipient, subject, body_text from outbound_messages where kind = ${kind} order by created_at`,
  );
}
