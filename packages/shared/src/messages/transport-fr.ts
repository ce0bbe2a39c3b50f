import type { transportMessagesIt } from './transport-it';

/** transport-it.ts in French. */
export const transportMessagesFr: Record<keyof typeof transportMessagesIt, string> = {
  UNAUTHENTICATED: 'Connexion requise. Connectez-vous pour continuer.',
  RATE_LIMITED: 'Trop de requêtes. Patientez un instant puis réessayez.',
  UNAVAILABLE: 'Service momentanément indisponible. Réessayez plus tard.',
};
