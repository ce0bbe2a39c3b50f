/**
 * The reason a cancellation records when whoever cancels gives none (002 section 7, verbatim), the reference of
 * cancel-reasons-de/fr/en.ts (ADR 0071). The booking keeps the Italian text (what the calendar and the spec's
 * clients read); an email says it in its recipient's language, found by that Italian text like the API's texts.
 */
export const cancelReasonsIt = {
  client: 'Cancellato dal cliente',
  admin: "Cancellato dall'amministratore",
  barber: 'Cancellato dal barbiere',
};
