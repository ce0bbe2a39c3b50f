import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link (ADR 0019): HMAC-SHA256 over the normalised email with a key derived from
 * JWT_SECRET for this purpose only (as the manage link's, ADR 0013), truncated to 128 bits, base64url (22
 * characters). Verifying needs no database lookup and the link never expires: an address can always opt out.
 */
const PURPOSE = 'barber-studio unsubscribe key v1';
const TAG_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export function unsubscribeKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function tagOf(key: Buffer, email: string): Buffer {
  return createHmac('sha256', key)
    .update(`unsubscribe:${normalizeEmail(email)}`)
    .digest()
    .subarray(0, TAG_BYTES);
}

export function signUnsubscribeToken(key: Buffer, email: string): string {
  return tagOf(key, email).toString('base64url');
}

export function verifyUnsubscribeToken(key: Buffer, email: string, token: string): boolean {
  if (!TOKEN.test(token)) return false;
  const given = Buffer.from(token, 'base64url');
  // Only the canonical spelling (base64url's last character has unused bits).
  if (given.length !== TAG_BYTES || given.toString('base64url') !== token) return false;
  return timingSafeEqual(given, tagOf(key, email));
}
