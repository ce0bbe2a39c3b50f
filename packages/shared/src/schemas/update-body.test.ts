import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ignoredFieldsOf, updateBody } from './update-body';
import { UpdateUserRequest } from './users';
import { UpdateServiceRequest } from './staff';

const Record = z.object({ _id: z.string(), name: z.string(), label: z.string(), profileImage: z.string().nullable() });
const Body = updateBody({ name: z.string().trim().min(1, { error: 'Il nome è obbligatorio' }) }, Record);

describe('updateBody', () => {
  it("drops, unread, the fields the record's answer carries and the server-written ones", () => {
    const parsed = Body.parse({
      _id: 'a',
      id: 'a',
      __v: 3,
      createdAt: 12,
      updatedAt: null,
      label: { any: 'value' },
      profileImage: null,
      name: ' Nuovo ',
    });
    expect(parsed).toEqual({ name: 'Nuovo' });
    expect(Object.keys(parsed)).toEqual(['name']);
  });

  it('still refuses a field nobody sends, and still checks the fields it changes', () => {
    const unknown = Body.safeParse({ name: 'x', colore: 'rosso' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['colore'] });
    const empty = Body.safeParse({ _id: 'a', name: ' ' });
    expect(empty.error?.issues[0]?.message).toBe('Il nome è obbligatorio');
  });

  it('never ignores a field the route changes, even when the answer carries it too', () => {
    expect(ignoredFieldsOf({ name: z.string() }, Record)).toEqual(['_id', 'id', '__v', 'createdAt', 'updatedAt', 'label', 'profileImage']);
  });

  it('the admin user and service updates take the whole record they were read as', () => {
    const user = {
      _id: 'u1',
      email: 'Mario@Example.ch',
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '+41 79 123 45 67',
      role: 'client',
      barberId: null,
      profileImage: { url: '/media/avatars/a.webp' },
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(UpdateUserRequest.parse(user)).toEqual({
      email: 'mario@example.ch',
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '+41 79 123 45 67',
      role: 'client',
    });
    const service = { _id: 's1', name: 'Taglio', price: 30, duration: 30, description: null, isActive: true };
    expect(UpdateServiceRequest.parse(service)).toEqual({ name: 'Taglio', price: 30, duration: 30, description: null, isActive: true });
  });
});
