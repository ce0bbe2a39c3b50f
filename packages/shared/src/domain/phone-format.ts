import { isInternationalPhone, normalizePhone } from './phone';

/**
 * Phone numbers shown one way everywhere, in the web app and in the server's emails (issue 17, item 9):
 * Swiss numbers as "+41 79 123 45 67", other numbers with their country code and digits in short groups,
 * anything that is not a valid number exactly as it was typed (so nothing a person wrote is lost or changed).
 */

// Country calling codes of one and two digits (ITU E.164); every other code has three. The codes are
// prefix-free, so the first match is the code.
const ONE_DIGIT = new Set(['1', '7']);
const TWO_DIGITS = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84',
  '86', '90', '91', '92', '93', '94', '95', '98',
]);

function splitCountry(digits: string): [code: string, national: string] {
  const length = ONE_DIGIT.has(digits.slice(0, 1)) ? 1 : TWO_DIGITS.has(digits.slice(0, 2)) ? 2 : 3;
  return [digits.slice(0, length), digits.slice(length)];
}

/** Cuts digits into groups of the given sizes; what is left becomes the last group. */
function groups(digits: string, sizes: number[]): string {
  const out: string[] = [];
  let rest = digits;
  for (const size of sizes) {
    if (rest.length <= size) break;
    out.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return [...out, rest].filter(Boolean).join(' ');
}

/** Threes from the left, never a lone digit at the end: 10 digits -> 3 3 4, 8 -> 3 3 2, 7 -> 3 4. */
function threes(digits: string): string {
  const sizes: number[] = [];
  let left = digits.length;
  while (left > 4) {
    sizes.push(3);
    left -= 3;
  }
  return groups(digits, sizes);
}

function groupNational(code: string, national: string): string {
  switch (code) {
    case '41': // Switzerland: 79 123 45 67; free and premium numbers 800 123 456, 900 123 456
      return /^(800|84[0248]|90[016])/.test(national) ? groups(national, [3, 3]) : groups(national, [2, 3, 2]);
    case '423': // Liechtenstein (7 digits): 235 12 34
      return groups(national, [3, 2]);
    case '33': // France: 6 12 34 56 78
      return national.length === 9 ? groups(national, [1, 2, 2, 2]) : threes(national);
    case '39': // Italy: mobiles 333 123 4567, landlines 02 1234 5678
      if (national.startsWith('3')) return groups(national, [3, 3]);
      if (national.startsWith('0')) return groups(national, national.startsWith('02') || national.startsWith('06') ? [2, 4] : [3, 3]);
      return threes(national);
    default:
      return threes(national);
  }
}

/** "079 123 45 67", "+41791234567", "0041 79 1234567" -> "+41 79 123 45 67"; "+393331234567" -> "+39 333 123 4567". */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return '';
  if (!isInternationalPhone(raw)) return raw.trim();
  const [code, national] = splitCountry(normalizePhone(raw).slice(1));
  return `+${code} ${groupNational(code, national)}`;
}
