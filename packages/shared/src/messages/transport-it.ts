/**
 * The error texts the web app needs before any page's code has loaded (a request that got no JSON answer: a
 * proxy page, a network failure). Kept apart from the full table in it.ts, which grows with every area and
 * would otherwise sit in every page's first JavaScript (TARGETS.md: 150 kB); it.ts takes them from here.
 */
export const transportMessagesIt = {
  UNAUTHENTICATED: 'Accesso richiesto. Effettua il login per continuare.',
  RATE_LIMITED: 'Troppe richieste. Attendi qualche istante e riprova.',
  UNAVAILABLE: 'Servizio momentaneamente non disponibile. Riprova più tardi.',
} as const;
