import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { isUnsubscribeToken } from './links';
import { addUnsubscribe } from './repo';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

export const UNSUBSCRIBED_MESSAGE =
  'Cancellazione completata: non riceverai più promemoria e comunicazioni facoltative a questo indirizzo.';
export const BAD_UNSUBSCRIBE_LINK = moduleMessagesIt.unsubscribeLinkInvalid;

/**
 * Opts an address out (ADR 0019). The token is the HMAC of the email, so checking it needs no lookup; the answer
 * is the same for any address with a good token (an account, a guest, nobody), and a wrong token changes nothing.
 */
export async function unsubscribe(
  ctx: AppContext,
  input: { email: string; token: string },
): Promise<{ success: true; message: string }> {
  const email = input.email.trim().toLowerCase();
  if (!isUnsubscribeToken(ctx, email, input.token.trim()))
    throw new AppError('VALIDATION', BAD_UNSUBSCRIBE_LINK);
  await addUnsubscribe(ctx.db, email, ctx.now());
  return { success: true, message: UNSUBSCRIBED_MESSAGE };
}
