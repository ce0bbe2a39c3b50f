import type { Executor } from '../../db/client';
import { AppError } from '../../infra/errors';
import * as authModule from '../auth/index';
import * as usersModule from '../users/index';

export interface NewBarberAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Set when the admin asked for a new account (createAccount + password). */
  passwordHash: string | null;
  now: Date;
}

/**
 * The account a new barber record is linked to (see docs/decisions/0006): an existing account with the same
 * email is linked (a client account becomes a barber account; an admin stays admin, admins are admitted to
 * the barber panel); otherwise a new barber account when a password was given; otherwise none.
 */
export async function accountForNewBarber(exec: Executor, input: NewBarberAccount): Promise<string | null> {
  const existing = await authModule.findUserByEmail(exec, input.email);
  if (existing) {
    // Found by email: only an account that proved the address may become this barber's (ADR 0031); anyone can
    // register with a barber's email before the owner adds the barber.
    if (!existing.emailConfirmedAt) throw new AppError('BARBER_ACCOUNT_UNCONFIRMED');
    if (await usersModule.barberIdOf(exec, existing.id)) throw new AppError('ACCOUNT_ALREADY_LINKED');
    if (existing.role === 'client') await usersModule.updateUser(exec, existing.id, { role: 'barber' }, input.now);
    return existing.id;
  }
  if (!input.passwordHash) return null;
  const created = await authModule.insertUser(exec, {
    email: input.email,
    passwordHash: input.passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    role: 'barber',
    // The owner created it: the address counts as proven.
    emailConfirmedAt: input.now,
  });
  // The lookup above found no account; a concurrent creation with the same email wins the unique index.
  if (!created) throw new AppError('EMAIL_TAKEN');
  return created.id;
}
