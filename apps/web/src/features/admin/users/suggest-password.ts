/** Letters, digits and !@#$%^&* (spec 002 section 5). */
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const SUGGESTED_PASSWORD_LENGTH = 10;

type FillRandom = (buffer: Uint32Array) => Uint32Array;
const cryptoFill: FillRandom = (buffer) => crypto.getRandomValues(buffer);

/**
 * 10 characters drawn with the browser's CSPRNG. Values from the top, incomplete round of the 32-bit range are
 * drawn again (rejection sampling), so no character is likelier than another, as a plain `% 70` would make it.
 */
export function suggestPassword(fill: FillRandom = cryptoFill, length = SUGGESTED_PASSWORD_LENGTH): string {
  const size = PASSWORD_ALPHABET.length;
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  let out = '';
  const buffer = new Uint32Array(length);
  while (out.length < length) {
    fill(buffer);
    for (const value of buffer) {
      if (value >= limit) continue;
      out += PASSWORD_ALPHABET[value % size];
      if (out.length === length) break;
    }
  }
  return out;
}
