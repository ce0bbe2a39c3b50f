import { randomBytes } from 'node:crypto';
import type { Role } from '@barber/shared/schemas/auth';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/infra/passwords';
import { signAccessToken } from '../../src/infra/tokens';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  token: string;
  auth: { authorization: string };
}

let cachedHash: Promise<string> | undefined;
const DEFAULT_PASSWORD = 'Password-Test-1';

/** What a test may set on a user; the rest is a confirmed client with a random address. */
export type UserOverrides = Partial<{
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  emailConfirmed: boolean;
}>;

/** A user straight in the database with a valid access token. */
export async function makeUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.ch`;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await (cachedHash ??= hashPassword(DEFAULT_PASSWORD)),
      role: overrides.role ?? 'client',
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'Utente',
      phone: overrides.phone ?? null,
      // Proven unless a test says otherwise, like every account that existed before ADR 0031.
      emailConfirmedAt: overrides.emailConfirmed === false ? null : new Date(),
    })
    .returning();
  const token = await signAccessToken(t.ctx.config.jwtSecret, { sub: row!.id, role: row!.role, tv: row!.tokenVersion });
  return { id: row!.id, email, password: DEFAULT_PASSWORD, role: row!.role, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * The users a test file signs in as, made one after the other in the order given: e.g.
 * `[admin, anna] = await makeUsers(t, { role: 'admin' }, { firstName: 'Anna' })`.
 */
export async function makeUsers<const W extends readonly UserOverrides[]>(
  t: TestApp,
  ...who: W
): Promise<{ -readonly [K in keyof W]: TestUser }> {
  const made: TestUser[] = [];
  for (const overrides of who) made.push(await makeUser(t, overrides));
  return made as { -readonly [K in keyof W]: TestUser };
}

/** The refresh cookie value from a response's set-cookie header. */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((c) => c.name === 'rt')?.value;
}
