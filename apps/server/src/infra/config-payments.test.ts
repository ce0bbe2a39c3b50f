import { describe, expect, it } from 'vitest';
import { ConfigError, TEST_WEBHOOK_SECRET, loadConfig } from './config';
import { createPaymentProvider } from './payments/create-provider';

const SK = 'sk_test_51SecretValueThatMustNeverBePrinted';
const PK = 'pk_test_51PublishableValue';
const WHSEC = 'whsec_SigningSecretThatMustNeverBePrinted';
/** What production needs besides payments (config.test.ts covers those rules). */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  SMTP_URL: 'smtp://mail.example.ch',
  PUBLIC_URL: 'https://shop.example.ch',
};

/** The one-line message of a refused configuration. */
const refusal = (env: Record<string, string>): string => {
  let message = '';
  expect(() => {
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
      throw error;
    }
  }).toThrow(ConfigError);
  return message;
};

describe('payments configuration', () => {
  it('defaults to the offline test provider with its public webhook secret', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c.payments).toEqual({
      provider: 'test',
      stripeSecretKey: undefined,
      stripePublishableKey: undefined,
      webhookSecret: TEST_WEBHOOK_SECRET,
    });
    expect(createPaymentProvider(c.payments, () => new Date())?.name).toBe('test');
  });

  it('uses Stripe when its secret key is set', () => {
    const c = loadConfig({
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: SK,
      STRIPE_PUBLISHABLE_KEY: PK,
      STRIPE_WEBHOOK_SECRET: WHSEC,
    });
    expect(c.payments).toMatchObject({ provider: 'stripe', webhookSecret: WHSEC });
    const provider = createPaymentProvider(c.payments, () => new Date());
    expect(provider?.name).toBe('stripe');
    expect(provider?.publishableKey).toBe(PK);
  });

  it('PAYMENT_PROVIDER=none turns online payments off', () => {
    const c = loadConfig({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'none' });
    expect(c.payments.provider).toBe('none');
    expect(createPaymentProvider(c.payments, () => new Date())).toBeNull();
  });

  it('in production without Stripe, online payments are off unless test mode is asked for, with a warning', () => {
    expect(loadConfig(PRODUCTION).payments.provider).toBe('none');
    const test = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' });
    expect(test.payments.provider).toBe('test');
    expect(test.warnings.join(' ')).toMatch(/simulated/);
  });

  it('Stripe in production requires the webhook secret; anywhere it requires both keys', () => {
    expect(refusal({ ...PRODUCTION, STRIPE_SECRET_KEY: SK, STRIPE_PUBLISHABLE_KEY: PK })).toMatch(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(refusal({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'stripe' })).toMatch(
      /STRIPE_SECRET_KEY is required/,
    );
    expect(refusal({ NODE_ENV: 'development', STRIPE_SECRET_KEY: SK })).toMatch(
      /STRIPE_PUBLISHABLE_KEY is required/,
    );
    const dev = loadConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: SK, STRIPE_PUBLISHABLE_KEY: PK });
    expect(dev.warnings.join(' ')).toMatch(/STRIPE_WEBHOOK_SECRET is not set/);
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_oops-SecretValueThatMustNeverBePrinted'],
    ['STRIPE_WEBHOOK_SECRET', 'SigningSecretThatMustNeverBePrinted'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_live_SecretValueThatMustNeverBePrinted'],
  ])('names a wrong %s without echoing its value', (key, value) => {
    const text = refusal({ NODE_ENV: 'development', [key]: value });
    expect(text).toContain(key);
    expect(text).not.toContain('MustNeverBePrinted');
  });

  it('echoes a wrong PAYMENT_PROVIDER (not a secret)', () => {
    expect(refusal({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'paypal' })).toMatch(
      /PAYMENT_PROVIDER must be test, stripe or none \(got "paypal"\)/,
    );
  });
});
