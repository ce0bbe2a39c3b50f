import type { AppContext } from '../../infra/context';
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

const keys = new WeakMap<Uint8Array, Buffer>();
function keyOf(ctx: Pick<AppContext, 'config'>): Buffer {
  let key = keys.get(ctx.config.jwtSecret);
  if (!key) {
    key = unsubscribeKey(ctx.config.jwtSecret);
    keys.set(ctx.config.jwtSecret, key);
  }
  return key;
}

const base = (ctx: Pick<AppContext, 'config'>) => ctx.config.publicUrl.replace(/\/+$/, '');
const query = (ctx: Pick<AppContext, 'config'>, email: string) =>
  new URLSearchParams({ email, token: signUnsubscribeToken(keyOf(ctx), email) }).toString();

export const unsubscribeTokenFor = (ctx: Pick<AppContext, 'config'>, email: string) =>
  signUnsubscribeToken(keyOf(ctx), email);
export const isUnsubscribeToken = (ctx: Pick<AppContext, 'config'>, email: string, token: string) =>
  verifyUnsubscribeToken(keyOf(ctx), email, token);

/** The page a person opens from the email's footer (001 '/unsubscribe'); a given token is passed on as it is. */
export const unsubscribePageUrl = (ctx: Pick<AppContext, 'config'>, email: string, token?: string) =>
  `${base(ctx)}/unsubscribe?${token === undefined ? query(ctx, email) : new URLSearchParams({ email, token }).toString()}`;

/** The one-click address of List-Unsubscribe (RFC 8058): the mail client POSTs List-Unsubscribe=One-Click here. */
export const oneClickUrl = (ctx: Pick<AppContext, 'config'>, email: string) =>
  `${base(ctx)}/api/users/unsubscribe/one-click?${query(ctx, email)}`;

/** The headers of an email the customer may opt out of (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(
  ctx: Pick<AppContext, 'config'>,
  email: string,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(ctx, email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
