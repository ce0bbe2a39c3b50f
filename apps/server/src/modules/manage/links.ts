import type { AppContext } from '../../infra/context';
import { manageKey, manageUrl, signManageToken, verifyManageToken } from './manage-token';

// One derivation per secret (the config is fixed for the app's life; tests build several apps).
const keys = new WeakMap<Uint8Array, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let key = keys.get(ctx.config.jwtSecret);
  if (!key) {
    key = manageKey(ctx.config.jwtSecret);
    keys.set(ctx.config.jwtSecret, key);
  }
  return key;
}

/** The token of the appointment's manage link (the done screen links to /appuntamento/<token>). */
export const manageTokenFor = (ctx: AppContext, appointmentId: string) =>
  signManageToken(keyOf(ctx), appointmentId);

/** The full address for emails: PUBLIC_URL + /appuntamento/<token>. */
export const manageUrlFor = (ctx: AppContext, appointmentId: string) =>
  manageUrl(ctx.config.publicUrl, keyOf(ctx), appointmentId);

/** The appointment id a token was signed for, or null. */
export const appointmentIdOf = (ctx: AppContext, token: string) => verifyManageToken(keyOf(ctx), token);
