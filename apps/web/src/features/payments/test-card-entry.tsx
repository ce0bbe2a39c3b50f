import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { confirmCardPayment } from './payments-api';
import { TextField } from '../../components/text-field';
import { payments } from '../../i18n/payments';
import { CardPaymentError, type CardEntry } from './card-entry';
import { TEST_CARDS, cardDigits, formatCardNumber, formatExpiry, validCvc, validExpiry } from './test-cards';

const t = payments.card;

interface Errors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

function check(number: string, expiry: string, cvc: string): Errors {
  const digits = cardDigits(number);
  const errors: Errors = {};
  if (digits.length !== 16) errors.number = t.badNumber;
  else if (!TEST_CARDS[digits]) errors.number = t.unknownTestCard;
  if (!validExpiry(expiry, new Date())) errors.expiry = t.badExpiry;
  if (!validCvc(cvc)) errors.cvc = t.badCvc;
  return errors;
}

/**
 * The look-alike card form of test mode: number, expiry and CVC as Stripe's form asks them, confirmed through
 * POST /payments/confirm with the test method id the number stands for.
 */
export function TestCardEntry({ onReady, disabled }: { onReady: (entry: CardEntry) => void; disabled?: boolean }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    onReady({
      prepare: async () => {
        const found = check(number, expiry, cvc);
        setErrors(found);
        return found.number ?? found.expiry ?? found.cvc ?? null;
      },
      confirm: async (intent) => {
        const method = TEST_CARDS[cardDigits(number)]!;
        try {
          const answer = await confirmCardPayment(intent.paymentIntentId, method);
          if (answer.data.status !== 'succeeded') throw new CardPaymentError(payments.errors.notCompleted);
        } catch (error) {
          if (error instanceof CardPaymentError) throw error;
          throw new CardPaymentError(
            error instanceof ApiError && error.message ? error.message : payments.errors.generic,
          );
        }
      },
    });
  }, [number, expiry, cvc, onReady]);

  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-[2fr_1.4fr_1fr]" disabled={disabled}>
      <legend className="mb-1 text-lg font-semibold">{t.legend}</legend>
      <p className="text-sm text-muted sm:col-span-3">{t.testHint}</p>
      <TextField
        label={t.number}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        error={errors.number}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
      />
      <TextField
        label={t.expiry}
        name="exp-date"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        value={expiry}
        error={errors.expiry}
        onChange={(event) => setExpiry(formatExpiry(event.target.value))}
      />
      <TextField
        label={t.cvc}
        name="cvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={cvc}
        error={errors.cvc}
        onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
    </fieldset>
  );
}
