// Phone numbers are stored in E.164 so that SMS delivery and duplicate checks see one spelling per number.

const SEPARATORS = /[\s.\-()/]/g;
const SWISS_E164 = /^\+41[1-9]\d{8}$/;

/**
 * Normalises a phone number as the barber editor does (spec 002, section 5): separators go, a leading + is
 * kept, 00 becomes +, a national 0 becomes +41, and anything else is taken as a Swiss number without prefix.
 * Blank input stays blank so "no phone" is not turned into "+41".
 */
export function normalizePhone(raw: string): string {
  // "+41 (0)79 ..." is the usual written form; its "(0)" is the national prefix, not a digit of the number.
  const compact = raw.replace(/\(0\)/g, '').replace(SEPARATORS, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+41${compact.slice(1)}`;
  return `+41${compact}`;
}

/** A Swiss number once normalised: +41 and nine digits, the first not 0. */
export function isSwissPhone(raw: string): boolean {
  return SWISS_E164.test(normalizePhone(raw));
}

/** E.164: a + and a country code (never 0), 8 to 15 digits in all. */
const INTERNATIONAL_E164 = /^\+[1-9]\d{7,14}$/;

export const PHONE_MESSAGE =
  "Inserisci un numero di telefono valido (es. 79 123 45 67; dall'estero con il prefisso, es. +39 333 123 4567)";

/**
 * A number a guest can be called back on: Swiss (with or without +41, checked digit for digit) or foreign with
 * its country prefix (+39 Italy, +49 Germany, +33 France, 00 instead of + too). A number without a prefix is
 * read as Swiss, so "333 123 4567" is refused rather than stored as a wrong Swiss number.
 */
export function isInternationalPhone(raw: string): boolean {
  const phone = normalizePhone(raw);
  if (phone.startsWith('+41')) return SWISS_E164.test(phone);
  return INTERNATIONAL_E164.test(phone);
}

/** "+41 79 123 45 67"; numbers that are not Swiss are returned normalised but otherwise untouched. */
export function formatSwissPhone(raw: string): string {
  const phone = normalizePhone(raw);
  if (!SWISS_E164.test(phone)) return phone;
  const n = phone.slice(3);
  return `+41 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7, 9)}`;
}
