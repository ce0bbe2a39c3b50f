import { describe, expect, it } from 'vitest';
import { homeForRole as sharedHomeForRole, Role } from '@barber/shared/schemas/auth';
import { makeUser } from '../test-utils';
import { postLoginTarget } from './access';
import { homeForRole } from '@barber/shared/domain/roles';
import type { AppRoute } from './route-table';

const page = () => Promise.resolve({ default: () => null });
const routes: AppRoute[] = [
  { path: '/', access: 'public', page },
  { path: '/login', access: 'guest', page },
  { path: '/booking', access: 'user', page },
  { path: '/admin', access: 'admin', page },
  { path: '/barber', access: 'barber', page },
];

describe('homeForRole', () => {
  it.each(Role.options)('matches the shared rule for %s', (role) => {
    expect(homeForRole(role)).toBe(sharedHomeForRole(role));
  });
});

describe('postLoginTarget', () => {
  const client = makeUser({ role: 'client' });
  const admin = makeUser({ role: 'admin' });

  it('returns to the guarded page the user came from, with its query', () => {
    expect(postLoginTarget(client, '/booking?service=1', routes)).toBe('/booking?service=1');
    expect(postLoginTarget(admin, '/barber', routes)).toBe('/barber');
  });

  it('falls back to the home of the role', () => {
    expect(postLoginTarget(admin, undefined, routes)).toBe('/admin');
    expect(postLoginTarget(client, undefined, routes)).toBe('/');
  });

  it.each([
    ['an outside address', 'https://evil.example/booking'],
    ['a protocol-relative address', '//evil.example/booking'],
    ['a backslash trick', '/\\evil.example'],
    ['an unknown path', '/nowhere'],
    ['the login page', '/login'],
    ['a page the role may not see', '/admin'],
    ['something that is not a path', 42],
  ])('ignores %s', (_label, from) => {
    expect(postLoginTarget(client, from, routes)).toBe('/');
  });
});
