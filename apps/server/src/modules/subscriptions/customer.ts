import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { PaymentProvider } from '../../infra/payments/provider';
import { getShop } from '../shop/index';
import { firstActiveAdminEmail } from '../users/index';
import * as repo from './repo';

/**
 * The shop's Customer at the payment provider (ADR 0017): created once, when a plan is first paid with autoRenew
 * or first renewed, and kept on the subscription row with the provider that made it (a test-mode customer is
 * never sent to Stripe). The card of an autoRenew plan is saved on it (setup_future_usage 'off_session') and the
 * renewal charges it off-session. The creation's idempotency key is derived from the subscription and what is
 * sent, so a transaction rolled back after the call (and retried) finds the same customer, not a second one.
 * Throws PaymentProviderError as the provider does.
 */
export async function ensureCustomer(
  provider: PaymentProvider,
  tx: Executor,
  sub: repo.SubscriptionRow,
): Promise<string> {
  if (sub.providerCustomerId && sub.providerCustomerProvider === provider.name) return sub.providerCustomerId;
  const shop = await getShop(tx);
  const adminEmail = await firstActiveAdminEmail(tx);
  const email = shop?.email || adminEmail || undefined;
  const name = shop?.name || undefined;
  const metadata = { subscriptionId: sub.id };
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([email ?? null, name ?? null, metadata]))
    .digest('hex')
    .slice(0, 16);
  const { id } = await provider.createCustomer({
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    metadata,
    idempotencyKey: `subscription-customer:${sub.id}:${fingerprint}`,
  });
  await repo.updateSubscription(tx, sub.id, {
    providerCustomerId: id,
    providerCustomerProvider: provider.name,
  });
  return id;
}
