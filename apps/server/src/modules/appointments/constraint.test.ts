import { describe, expect, it } from 'vitest';
import { sqlState } from '../../db/client';
import { appointments } from '../../db/schema';
import { AppError } from '../../infra/errors';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeBarber, type FreeSlot } from '../../../test/helpers/booking';
import { asSlotConflict } from './service';

// The exclusion constraint is the guarantee behind every slot check: these tests talk to it directly.
let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]));

const row = (barberId: string, start: string, end: string, status: 'pending' | 'confirmed' | 'completed' | 'cancelled' = 'confirmed') => ({
  barberId,
  serviceId: slot.service.id,
  serviceName: 'Taglio',
  durationMinutes: 30,
  priceRappen: 3000,
  startsAt: new Date(start),
  endsAt: new Date(end),
  status,
  bookingKind: 'guest' as const,
  guestFirstName: 'A',
  guestLastName: 'B',
  guestEmail: 'a@example.ch',
});
const insert = (values: ReturnType<typeof row>) => t.ctx.db.insert(appointments).values(values);
const failure = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('appointments_no_overlap', () => {
  it('refuses an overlapping active appointment of the same barber with SQLSTATE 23P01', async () => {
    const barber = await makeBarber(t);
    await insert(row(barber.id, '2026-06-03T08:00:00Z', '2026-06-03T09:00:00Z'));
    const error = await failure(insert(row(barber.id, '2026-06-03T08:30:00Z', '2026-06-03T09:00:00Z', 'pending')));
    expect(sqlState(error)).toBe('23P01');
    const mapped = asSlotConflict(error);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code: 'SLOT_TAKEN', status: 409 });
  });

  it('allows back-to-back times, other barbers, and overlaps with cancelled appointments', async () => {
    const [a, b] = [await makeBarber(t), await makeBarber(t)];
    await insert(row(a.id, '2026-06-04T08:00:00Z', '2026-06-04T08:30:00Z'));
    await insert(row(a.id, '2026-06-04T08:30:00Z', '2026-06-04T09:00:00Z'));
    await insert(row(b.id, '2026-06-04T08:00:00Z', '2026-06-04T08:30:00Z'));
    await insert(row(a.id, '2026-06-04T08:00:00Z', '2026-06-04T08:30:00Z', 'cancelled'));
  });

  it('counts completed appointments: they occupied the chair (migration 0005)', async () => {
    const barber = await makeBarber(t);
    await insert(row(barber.id, '2026-06-05T08:00:00Z', '2026-06-05T08:30:00Z', 'completed'));
    for (const status of ['pending', 'confirmed', 'completed'] as const) {
      const error = await failure(insert(row(barber.id, '2026-06-05T08:15:00Z', '2026-06-05T08:45:00Z', status)));
      expect(sqlState(error)).toBe('23P01');
    }
    await insert(row(barber.id, '2026-06-05T08:00:00Z', '2026-06-05T08:30:00Z', 'cancelled'));
  });

  it('leaves other database errors alone', () => {
    const error = Object.assign(new Error('unique'), { code: '23505' });
    expect(asSlotConflict(error)).toBe(error);
  });
});
