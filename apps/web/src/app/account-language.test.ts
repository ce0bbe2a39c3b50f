import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@barber/shared/schemas/auth';
import { stubApi } from '../test-api';
import { useAccountLanguage } from './account-language';

const user: User = {
  _id: 'u1',
  email: 'lea@example.ch',
  firstName: 'Lea',
  lastName: 'Meier',
  phone: null,
  role: 'client',
  barberId: null,
  profileImage: null,
  emailConfirmed: true,
  language: 'de',
};

const at = (search: string) => window.history.replaceState(null, '', `/profile${search}`);
afterEach(() => at(''));

describe('the switcher saves the language on a signed-in account (ADR 0066)', () => {
  it('after a switch (?lang= of this build): the profile is saved with the language', async () => {
    at('?lang=it');
    const api = stubApi({ updateProfilePatch: { success: true, message: 'ok', user: { ...user, language: 'it' } } });
    renderHook(() => useAccountLanguage(user));
    await waitFor(() => expect(api.callsTo('updateProfilePatch')).toHaveLength(1));
    expect(api.callsTo('updateProfilePatch')[0]).toMatchObject({ body: { firstName: 'Lea', lastName: 'Meier', language: 'it' } });
  });

  it('a page merely opened in another language, or an account already in it, changes nothing', async () => {
    const api = stubApi({});
    at('');
    renderHook(() => useAccountLanguage(user));
    at('?lang=it');
    renderHook(() => useAccountLanguage({ ...user, language: 'it' }));
    renderHook(() => useAccountLanguage(null));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.routeCalls()).toHaveLength(0);
  });
});
