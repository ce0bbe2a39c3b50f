import { useEffect, useMemo } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { payments } from '../../i18n/payments';
import { CardPaymentError, type CardEntry } from './card-entry';

// One Stripe.js per publishable key for the life of the tab (loadStripe injects the script once).
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(key, { locale: 'it' });
    loaded.set(key, stripe);
  }
  return stripe;
};

function Bridge({ onReady, returnUrl }: { onReady: (entry: CardEntry) => void; returnUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    onReady({
      prepare: async () => {
        if (!stripe || !elements) return payments.card.stripeNotLoaded;
        // Stripe checks the card fields before the intent exists (deferred intent creation).
        const { error } = await elements.submit();
        return error ? (error.message ?? payments.errors.generic) : null;
      },
      confirm: async (intent, billing) => {
        if (!stripe || !elements) throw new CardPaymentError(payments.card.stripeNotLoaded);
        const result = await stripe.confirmPayment({
          elements,
          clientSecret: intent.clientSecret,
          redirect: 'if_required',
          confirmParams: {
            return_url: returnUrl,
            payment_method_data: {
              // No street address is asked (ADR 0056): the Payment Element asks what a card itself needs.
              billing_details: { name: billing.name, email: billing.email, phone: billing.phone },
            },
          },
        });
        if (result.error) throw new CardPaymentError(result.error.message ?? payments.errors.generic);
        if (result.paymentIntent.status !== 'succeeded') throw new CardPaymentError(payments.errors.notCompleted);
      },
    });
  }, [stripe, elements, onReady, returnUrl]);
  return (
    <PaymentElement
      options={{
        layout: 'tabs',
        fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'if_required' } },
      }}
    />
  );
}

/**
 * Stripe's Payment Element, for a shop with real Stripe keys. This module (and Stripe.js with it) is loaded
 * only when the card method is chosen on the payment step, never with the public pages.
 */
export default function StripeCardEntry({
  publishableKey,
  amountRappen,
  dark,
  returnUrl,
  onReady,
  setupFutureUsage,
}: {
  publishableKey: string;
  amountRappen: number;
  dark: boolean;
  returnUrl: string;
  onReady: (entry: CardEntry) => void;
  /** The intent saves the card (a plan with autoRenew): Stripe.js needs the Elements options to match it. */
  setupFutureUsage?: 'off_session' | null;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <div className="mt-6">
      <h3 className="mb-3 text-lg font-semibold">{payments.card.legend}</h3>
      <Elements
        stripe={stripe}
        options={{
          mode: 'payment',
          amount: amountRappen,
          currency: 'chf',
          allowedPaymentMethodTypes: ['card'],
          locale: 'it',
          appearance: { theme: dark ? 'night' : 'stripe' },
          ...(setupFutureUsage ? { setupFutureUsage } : {}),
        }}
      >
        <Bridge onReady={onReady} returnUrl={returnUrl} />
      </Elements>
    </div>
  );
}
