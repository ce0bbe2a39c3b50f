/**
 * Test mode's card form (no Stripe.js, no network): Stripe's test card numbers stand for Stripe's test payment
 * method ids, which decide the outcome on the server's test provider (ADR 0010).
 */
export const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000056655665556': 'pm_card_visa_debit',
  '4000007560000009': 'pm_card_ch',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000000000000127': 'pm_card_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'pm_card_chargeDeclinedProcessingError',
};

export const cardDigits = (value: string) => value.replace(/\D/g, '').slice(0, 16);

/** "4242424242424242" -> "4242 4242 4242 4242", as it is typed. */
export const formatCardNumber = (value: string) => cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" -> "12/34", as it is typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A month 01-12 and a year not in the past (two digits, this century). */
export function validExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export const validCvc = (value: string) => /^\d{3,4}$/.test(value);
