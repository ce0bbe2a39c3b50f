/**
 * The staff schemas' Italian messages (schemas/staff.ts), apart from the schemas: the web's staff catalogue
 * (apps/web/src/i18n/staff.ts) shows them too, and a catalogue is built alone, without zod (ADR 0061).
 */
export const STAFF_MESSAGES = {
  servicesRequired: 'Seleziona almeno un servizio',
  vacationOrder: 'La data di fine deve essere successiva alla data di inizio',
  vacationPast: 'La data di inizio non può essere precedente a oggi',
  /** Two periods of one barber share a day (issue 27 item 11): the message names the period in the way. */
  vacationOverlap: (start: string, end: string) =>
    `Si sovrappone a un'altra assenza dello stesso barbiere: dal ${start} al ${end}`,
  vacationOverlapUnknown: "Si sovrappone a un'altra assenza dello stesso barbiere",
  profileRequired: 'Tutti i campi contrassegnati con * sono obbligatori.',
  profileEmail: 'Inserisci un indirizzo email valido.',
  profilePhone: 'Inserisci un numero di telefono valido (formato internazionale).',
  phoneRequired: 'Il telefono è obbligatorio',
} as const;
