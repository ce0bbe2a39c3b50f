import type { Language } from '@barber/shared/messages/languages';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { hashOpaqueToken, newOpaqueToken } from '../../infra/tokens';
import type { Executor } from '../../db/client';
import { notificationSettings, emailConfirmationEmail } from '../notifications/index';
import { linkBarberRecord } from './barber-link';
import * as confirmations from './confirmation-repo';
import * as repo from './repo';

/** A confirmation link lives 24 hours (ADR 0031). */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Queues a link that proves the account's current address, in the caller's transaction (registration, an email
 * change, 'Invia di nuovo il link'). The token travels in the URL fragment, as for reset links: browsers never
 * send it to a server, so no access log or proxy sees it; and a mail scanner that opens the link confirms nothing,
 * since the page posts the token only when it runs.
 */
export async function queueConfirmationLink(
  ctx: AppContext,
  tx: Executor,
  user: { id: string; email: string; firstName: string; language?: Language | undefined },
): Promise<void> {
  const link = newOpaqueToken();
  await confirmations.insertEmailConfirmation(tx, {
    tokenHash: link.hash,
    userId: user.id,
    email: user.email,
    expiresAt: new Date(ctx.now().getTime() + EMAIL_CONFIRMATION_TTL_MS),
  });
  const { shop } = await notificationSettings(tx);
  await ctx.mailer.queue(tx, emailConfirmationEmail(shop, user, `${ctx.config.publicUrl}/conferma-email#token=${link.token}`));
}

/**
 * Opens a link: once, within 24 hours, for the address it was sent to while that is still the account's. From
 * then on the records made with the address join the account; a barber account takes over the barber record with
 * its email (deferred until now, ADR 0031). A used link of an address that is proven answers the same again
 * (a second tab, a reload); anything else is refused.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<'confirmed' | 'already'> {
  const hash = hashOpaqueToken(token);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const link = await confirmations.consumeEmailConfirmation(tx, hash, now);
    if (!link) {
      const seen = await confirmations.findEmailConfirmation(tx, hash);
      const owner = seen?.usedAt ? await repo.findUserById(tx, seen.userId) : undefined;
      if (seen && owner?.emailConfirmedAt && owner.email === seen.email) return 'already';
      throw new AppError('CONFIRM_TOKEN_INVALID');
    }
    const user = await confirmations.markEmailConfirmed(tx, link.userId, link.email, now);
    if (!user) throw new AppError('CONFIRM_TOKEN_INVALID');
    await confirmations.voidEmailConfirmations(tx, user.id, now);
    if (user.role === 'barber') await linkBarberRecord(tx, user);
    return 'confirmed' as const;
  });
  // A barber record the account took over shows its picture on the public list (ADR 0080).
  if (outcome === 'confirmed') ctx.realtime.listsChanged(['barbers']);
  return outcome;
}

/** 'Invia di nuovo il link': a new link to the account's address, unless it is proven already. */
export async function resendConfirmation(ctx: AppContext, userId: string): Promise<{ sent: boolean; email: string }> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.emailConfirmedAt) return { sent: false, email: user.email };
  await ctx.db.transaction((tx) => queueConfirmationLink(ctx, tx, user));
  ctx.jobs.kick();
  return { sent: true, email: user.email };
}
