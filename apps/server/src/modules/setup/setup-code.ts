import { createHmac, timingSafeEqual } from 'node:crypto';

// No 0/O or 1/I: the code is read off a terminal and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The one-time code the /setup page asks for, so that only whoever can read the server's output can claim a
 * fresh install (anyone could reach the page first). Derived from JWT_SECRET, so every instance prints the same
 * code and nothing is stored; it stops mattering once the first admin exists. 12 characters, 60 bits.
 */
export function setupCode(secret: Uint8Array): string {
  const mac = createHmac('sha256', secret).update('barber-studio first-run setup').digest();
  let code = '';
  for (let i = 0; i < 12; i++) code += ALPHABET[mac[i]! & 31];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Compares in constant time, ignoring case, spaces and dashes. */
export function matchesSetupCode(secret: Uint8Array, given: string): boolean {
  const expected = Buffer.from(setupCode(secret).replace(/-/g, ''));
  const typed = Buffer.from(given.toUpperCase().replace(/[\s-]/g, ''));
  return typed.length === expected.length && timingSafeEqual(typed, expected);
}
