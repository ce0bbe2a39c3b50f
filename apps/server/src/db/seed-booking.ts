import type { Executor } from './client';

/** Demo barbers, services and their links; filled in by the booking module. */
export async function seedDemoBooking(
  _tx: Executor,
  _users: { id: string; email: string; role: 'admin' | 'barber' | 'client' }[],
): Promise<void> {}
