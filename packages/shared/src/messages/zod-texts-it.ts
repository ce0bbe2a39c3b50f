import type { ZodTexts } from './zod-texts';

const plural = (n: number | bigint, one: string, many: string) => (Number(n) === 1 ? one : many);

/**
 * Italian texts for zod's own messages ('expected string, received number', 'Too big', 'Invalid input' would
 * otherwise reach the user in English). Installed once as zod's locale (installItalianZodMessages); a message
 * written in a schema still wins over it.
 */
export const zodTextsIt: ZodTexts = {
  required: 'Campo obbligatorio',
  wrongType: (typeName) => `Valore non valido: deve essere ${typeName}`,
  typeNames: {
    string: 'un testo',
    number: 'un numero',
    int: 'un numero intero',
    bigint: 'un numero intero',
    boolean: 'vero o falso',
    array: 'un elenco',
    object: 'un oggetto',
    date: 'una data',
  },
  otherType: 'di un altro tipo',
  textTooLong: (max) => `Testo troppo lungo (massimo ${max} ${plural(max, 'carattere', 'caratteri')})`,
  tooManyItems: (max) => `Troppi elementi (massimo ${max})`,
  dateTooLate: 'Data troppo lontana',
  valueBelow: (max) => `Valore troppo alto (deve essere minore di ${max})`,
  valueAtMost: (max) => `Valore troppo alto (massimo ${max})`,
  textTooShort: (min) => `Testo troppo corto (minimo ${min} caratteri)`,
  tooFewItems: (min) => `Servono almeno ${min} ${plural(min, 'elemento', 'elementi')}`,
  dateTooEarly: 'Data troppo vicina',
  valueAbove: (min) => `Valore troppo basso (deve essere maggiore di ${min})`,
  valueAtLeast: (min) => `Valore troppo basso (minimo ${min})`,
  badText: 'Testo non valido',
  formats: {
    uuid: 'Identificativo non valido',
    guid: 'Identificativo non valido',
    email: 'Email non valida',
    url: 'Indirizzo web non valido',
    datetime: 'Data e ora non valide (formato ISO 8601)',
    date: 'Data non valida (formato AAAA-MM-GG)',
    time: 'Orario non valido',
  },
  badFormat: 'Formato non valido',
  valueNotAllowed: 'Valore non consentito',
  notMultipleOf: (divisor) => `Numero non valido (deve essere un multiplo di ${divisor})`,
  unexpectedFields: (keys) => `Campo non previsto: ${keys}`,
  badValue: 'Valore non valido',
};
