import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../components/loading-block';
import { useTheme } from '../../lib/use-theme';
import { payments as t } from '../../i18n/payments';
import type { CardEntry } from './card-entry';
import type { StripeConfig } from './payments-api';
import { TestCardEntry } from './test-card-entry';

// Stripe.js and its React bindings load only when a real Stripe card form is shown.
const StripeCardEntry = lazy(() => import('./stripe-card-entry'));

interface CardEntrySlotProps {
  config: StripeConfig | null;
  totalRappen: number;
  returnUrl: string;
  disabled: boolean;
  onReady: (entry: CardEntry) => void;
  /** A plan with automatic renewal saves the card with its payment (Stripe's setup_future_usage). */
  setupFutureUsage?: 'off_session' | null;
  /** A new intent gets fresh Stripe Elements whose options match it (the test form keeps what was typed). */
  intentId?: string;
}

/** Where the card is entered: Stripe's own fields with real keys, the test card form otherwise. */
export function CardEntrySlot({ config, totalRappen, returnUrl, disabled, onReady, setupFutureUsage, intentId }: CardEntrySlotProps) {
  const theme = useTheme();
  if (config?.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<LoadingBlock label={t.card.loading} minHeight="min-h-24" />}>
        <StripeCardEntry
          key={intentId}
          setupFutureUsage={setupFutureUsage}
          publishableKey={config.publishableKey}
          amountRappen={totalRappen}
          dark={theme === 'dark'}
          returnUrl={returnUrl}
          onReady={onReady}
        />
      </Suspense>
    );
  }
  return <TestCardEntry onReady={onReady} disabled={disabled} />;
}
