import type { ZodTexts } from './zod-texts';

/** zod's own messages in French, as written in Romandy. */
export const zodTextsFr: ZodTexts = {
  required: 'Champ obligatoire',
  wrongType: (typeName) => `Valeur non valable : ${typeName} est attendu`,
  typeNames: {
    string: 'un texte',
    number: 'un nombre',
    int: 'un nombre entier',
    bigint: 'un nombre entier',
    boolean: 'vrai ou faux',
    array: 'une liste',
    object: 'un objet',
    date: 'une date',
  },
  otherType: 'un autre type',
  textTooLong: (max) =>
    `Texte trop long (${max} ${Number(max) === 1 ? 'caractère' : 'caractères'} au maximum)`,
  tooManyItems: (max) => `Trop d’éléments (${max} au maximum)`,
  dateTooLate: 'Date trop éloignée',
  valueBelow: (max) => `Valeur trop élevée (doit être inférieure à ${max})`,
  valueAtMost: (max) => `Valeur trop élevée (${max} au maximum)`,
  textTooShort: (min) => `Texte trop court (${min} caractères au minimum)`,
  tooFewItems: (min) => `Il faut au moins ${min} ${Number(min) === 1 ? 'élément' : 'éléments'}`,
  dateTooEarly: 'Date trop proche',
  valueAbove: (min) => `Valeur trop basse (doit être supérieure à ${min})`,
  valueAtLeast: (min) => `Valeur trop basse (${min} au minimum)`,
  badText: 'Texte non valable',
  formats: {
    uuid: 'Identifiant non valable',
    guid: 'Identifiant non valable',
    email: 'Adresse e-mail non valable',
    url: 'Adresse web non valable',
    datetime: 'Date et heure non valables (format ISO 8601)',
    date: 'Date non valable (format AAAA-MM-JJ)',
    time: 'Heure non valable',
  },
  badFormat: 'Format non valable',
  valueNotAllowed: 'Valeur non autorisée',
  notMultipleOf: (divisor) => `Nombre non valable (doit être un multiple de ${divisor})`,
  unexpectedFields: (keys) => `Champ inattendu : ${keys}`,
  badValue: 'Valeur non valable',
};
