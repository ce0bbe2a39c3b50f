import type { PaymentsConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';
import { TEST_WEBHOOK_SECRET } from '../config';

/** The provider the configuration asks for; null when online payments are off (PAYMENT_PROVIDER=none). */
export function createPaymentProvider(config: PaymentsConfig, now: () => Date): PaymentProvider | null {
  if (config.provider === 'none') return null;
  if (config.provider === 'stripe') {
    return createStripeProvider({
      secretKey: config.stripeSecretKey!,
      publishableKey: config.stripePublishableKey!,
      webhookSecret: config.webhookSecret,
      now,
    });
  }
  return createTestProvider({ webhookSecret: config.webhookSecret ?? TEST_WEBHOOK_SECRET, now });
}
