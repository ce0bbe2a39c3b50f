import type { transportMessagesIt } from './transport-it';

/** transport-it.ts in English. */
export const transportMessagesEn: Record<keyof typeof transportMessagesIt, string> = {
  UNAUTHENTICATED: 'Sign-in required. Please sign in to continue.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  UNAVAILABLE: 'Service temporarily unavailable. Please try again later.',
};
