import { useEffect } from 'react';
import type { User } from '@barber/shared/schemas/auth';
import { callApi } from '../lib/api-call';
import { pageLanguage } from '../i18n/page-language';

/**
 * The language switcher reloads the page with ?lang= (ADR 0061); signed in, the choice is also saved on the account
 * (ADR 0066), so the emails about its bookings and the account follow it. Only after a switch (the address still
 * carries ?lang=): a page merely opened in the browser's language does not change the account. The profile's own
 * fields go back unchanged (the route asks for the names; a barber's phone is required).
 */
export function useAccountLanguage(user: User | null) {
  useEffect(() => {
    if (!user || user.language === undefined || user.language === pageLanguage) return;
    if (new URLSearchParams(window.location.search).get('lang') !== pageLanguage) return;
    const body = { firstName: user.firstName, lastName: user.lastName, phone: user.phone, language: pageLanguage };
    // Best effort: the page is already in the chosen language; the account catches up at the next switch.
    callApi('updateProfilePatch', { body }).catch(() => {});
  }, [user]);
}
