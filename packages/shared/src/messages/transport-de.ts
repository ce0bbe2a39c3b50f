import type { transportMessagesIt } from './transport-it';

/** transport-it.ts in German. */
export const transportMessagesDe: Record<keyof typeof transportMessagesIt, string> = {
  UNAUTHENTICATED: 'Anmeldung erforderlich. Bitte melden Sie sich an, um fortzufahren.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  UNAVAILABLE: 'Dienst vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
};
