import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../infra/context';

/**
 * The one-tap link of an offer (/lista-attesa/offerta/:token): the offer's id and an HMAC-SHA256 tag over it,
 * truncated to 128 bits, both base64url, as the manage link's (ADR 0013) but under its own key. Nothing is stored,
 * so the owner's waiting-list page can show the same link again; the link is worth something only while the
 * offer is open (30 minutes).
 */
const PURPOSE = 'barber-studio waiting-offer key v1';
const TOKEN = /^[A-Za-z0-9_-]{44}$/;

const keys = new WeakMap<Uint8Array, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let key = keys.get(ctx.config.jwtSecret);
  if (!key) {
    key = createHmac('sha256', ctx.config.jwtSecret).update(PURPOSE).digest();
    keys.set(ctx.config.jwtSecret, key);
  }
  return key;
}

const tagOf = (key: Buffer, id: string) => createHmac('sha256', key).update(`offer:${id}`).digest().subarray(0, 16);

export function offerTokenFor(ctx: AppContext, offerId: string): string {
  const id = offerId.toLowerCase();
  const idBytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  return `${idBytes.toString('base64url')}${tagOf(keyOf(ctx), id).toString('base64url')}`;
}

/** The offer id a token was signed for, or null (malformed, forged, another key). */
export function offerIdOf(ctx: AppContext, token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const idBytes = Buffer.from(token.slice(0, 22), 'base64url');
  const given = Buffer.from(token.slice(22), 'base64url');
  if (idBytes.length !== 16 || given.length !== 16) return null;
  if (idBytes.toString('base64url') !== token.slice(0, 22) || given.toString('base64url') !== token.slice(22)) return null;
  const hex = idBytes.toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return timingSafeEqual(given, tagOf(keyOf(ctx), id)) ? id : null;
}

/** The full address for the email and the SMS. */
export const offerUrlFor = (ctx: AppContext, offerId: string) =>
  `${ctx.config.publicUrl.replace(/\/+$/, '')}/lista-attesa/offerta/${offerTokenFor(ctx, offerId)}`;
