import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a booking's manage link (/appuntamento/:token, ADR 0013): the appointment's id and an HMAC-SHA256
 * tag over it, truncated to 128 bits, both base64url. Nothing is stored: the link works for exactly that
 * appointment, cannot be forged without the server's key, and needs no migration nor clean-up.
 *
 * The key is derived from JWT_SECRET with a purpose label, so a manage tag can never pass for a session
 * signature (or the setup code) and changing JWT_SECRET invalidates every link along with every session.
 */
const PURPOSE = 'barber-studio manage-link key v1';
const TAG_BYTES = 16;
const ID_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 22 + 22 base64url characters: id then tag. */
const TOKEN = /^[A-Za-z0-9_-]{44}$/;

export function manageKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function tagOf(key: Buffer, id: string): Buffer {
  return createHmac('sha256', key).update(`appointment:${id}`).digest().subarray(0, TAG_BYTES);
}

export function signManageToken(key: Buffer, appointmentId: string): string {
  const id = appointmentId.toLowerCase();
  if (!UUID.test(id)) throw new Error('manage links sign appointment ids (uuid) only');
  const idBytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  return `${idBytes.toString('base64url')}${tagOf(key, id).toString('base64url')}`;
}

/** The appointment id the token was signed for, or null for anything else (malformed, forged, other key). */
export function verifyManageToken(key: Buffer, token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const idBytes = Buffer.from(token.slice(0, 22), 'base64url');
  const given = Buffer.from(token.slice(22), 'base64url');
  if (idBytes.length !== ID_BYTES || given.length !== TAG_BYTES) return null;
  // Base64url has more than one spelling of the same bytes (the last character's unused bits): only the
  // canonical one is accepted, so one appointment has exactly one link.
  if (idBytes.toString('base64url') !== token.slice(0, 22) || given.toString('base64url') !== token.slice(22))
    return null;
  const hex = idBytes.toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return timingSafeEqual(given, tagOf(key, id)) ? id : null;
}

/** The page the email and the done screen link to. */
export function manageUrl(publicUrl: string, key: Buffer, appointmentId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/appuntamento/${signManageToken(key, appointmentId)}`;
}
