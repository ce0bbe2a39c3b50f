/**
 * The Swiss thousands separator (CLDR de-CH, the federal writing rules): a typographic apostrophe. Every group
 * of three digits gets one, from 1’000 up (ICU's it-CH data only groups from 10’000 on).
 */
export const THOUSANDS_SEPARATOR = '’';

/**
 * Rappen as the shop writes money: 4550 -> "CHF 45.50", 123450 -> "CHF 1’234.50", -500 -> "CHF -5.00" (the space
 * a non-breaking one).
 *
 * Written out instead of Intl.NumberFormat: the first Intl formatter a page builds loads the locale's ICU data,
 * tens of milliseconds on a phone, paid while the visitor waits for the page to answer (ADR 0030); and one
 * function for the web app and the server's emails means an email and the page always say the same.
 */
export function formatRappenText(rappen: number): string {
  if (!Number.isSafeInteger(rappen)) throw new RangeError(`Not whole Rappen: ${rappen}`);
  const abs = Math.abs(rappen);
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  // A non-breaking space, as Intl writes it: "CHF" never ends a line with its amount on the next.
  return `CHF\u00a0${rappen < 0 ? '-' : ''}${francs}.${String(abs % 100).padStart(2, '0')}`;
}

/** A CHF amount (as the API carries it, 2 decimals at most) as text: 45.5 -> "CHF 45.50". */
export function formatChfText(chf: number): string {
  // 1.005 * 100 is 100.49999999999999 in binary; 15 significant digits recover the decimal (as chfToRappen).
  const rappen = Math.round(Number((Math.abs(chf) * 100).toPrecision(15)));
  return formatRappenText(chf < 0 ? -rappen : rappen);
}
