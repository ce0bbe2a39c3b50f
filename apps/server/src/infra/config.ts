import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const MIN_SECRET_BYTES = 32;
/** Signs the tokens of the test suite only: refused anywhere but under the test runner. */
const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * Variables whose value may be repeated in an error message. Any other (JWT_SECRET, DATABASE_URL, SMTP_URL,
 * REDIS_URL and whatever secret comes next) is named but never echoed: a start-up log is not a safe place.
 */
const ECHOED = new Set(['NODE_ENV', 'PORT', 'HOST', 'DATA_DIR', 'DATABASE_POOL_SIZE', 'PUBLIC_URL', 'DEMO_MODE', 'MAIL_FROM', 'LOG_LEVEL', 'TRUST_PROXY', 'LOGIN_RATE_LIMIT', 'LOGIN_ADDRESS_RATE_LIMIT', 'BEARER_REFRESH', 'PUBLIC_FORM_RATE_LIMIT', 'JOBS_POLL_MS', 'WEB_DIST', 'PAYMENT_PROVIDER']);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1, { error: 'must be 1-65535' }).max(65535, { error: 'must be 1-65535' }).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://example.ch' }).optional(),
  JWT_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v, 'utf8') >= MIN_SECRET_BYTES, { error: `must be at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48 makes one)` })
    .optional(),
  DEMO_MODE: bool.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' }).optional(),
  MAIL_FROM: z.string().min(3).default('Barber Studio <no-reply@barber-studio.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' }).default('info'),
  TRUST_PROXY: bool.default(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  BEARER_REFRESH: bool.default(false),
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' }).optional(),
  CORS_ORIGINS: z.string().optional(),
  // Payments (ADR 0010). The keys are named in errors, never echoed (not in ECHOED).
  PAYMENT_PROVIDER: z.enum(['test', 'stripe', 'none'], { error: 'must be test, stripe or none' }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_...)' }).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_test_... or pk_live_...)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_...)' }).optional(),
  // SMS through Twilio (ADR 0019): all three or none; without them SMS stay in the dev outbox. Never echoed.
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be a Twilio account sid (AC followed by 32 hex characters)' }).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, { error: 'must be the Twilio auth token' }).optional(),
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, { error: 'must be a Twilio number in E.164 (+41...) or a Messaging Service sid (MG...)' }).optional(),
});

/** Signs the test provider's own webhook events when STRIPE_WEBHOOK_SECRET is not set: public, simulated payments only. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_offline_barber_studio';

export interface PaymentsConfig {
  /** test: the built-in offline provider; stripe: the real one; none: online payments off (pay in the shop). */
  provider: 'test' | 'stripe' | 'none';
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  /** Verifies webhook signatures; undefined with stripe outside production means every webhook is refused. */
  webhookSecret: string | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  jwtSecret: Uint8Array;
  demoMode: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  cookieSecure: boolean;
  loginRateLimit: number;
  /** Failed logins from one client address, across all accounts, in 10 minutes (password spraying; ADR 0032). */
  loginAddressRateLimit: number;
  /** POST /auth/refresh-token with only the Bearer token, for origins in CORS_ORIGINS (ADR 0034); off by default. */
  bearerRefresh: boolean;
  publicFormRateLimit: number;
  jobsPollMs: number;
  webDist: string | undefined;
  /** Shared state for several instances (socket.io adapter, rate limits); without it each instance keeps its own. */
  redisUrl: string | undefined;
  /** Other origins allowed to call the API with credentials (CORS); empty means same origin only. */
  corsOrigins: string[];
  payments: PaymentsConfig;
  /** SMS through Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set; undefined: dev outbox. */
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** Things the operator must see at start (an explicit DEMO_MODE=true): main prints them loudly. */
  warnings: string[];
}

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once. A wrong value throws a ConfigError whose message is one line
 * naming the variable, so the operator sees exactly what to fix.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? 'config');
    const got = ECHOED.has(key) ? ` (got ${JSON.stringify(env[key] ?? '')})` : '';
    throw new ConfigError(`Invalid configuration: ${key} ${issue.message}${got}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const testRunner = isTestRunner(c.NODE_ENV);
  const dataDir = resolve(c.DATA_DIR);
  if (c.JWT_SECRET === TEST_SECRET && !testRunner) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is the test suite\'s public secret; set a random one (openssl rand -base64 48)');
  }
  if (production) {
    // Each of these would fail quietly later (forged sessions, links to localhost, emails marked sent and lost).
    const missing = [
      !c.JWT_SECRET && `JWT_SECRET is required (at least ${MIN_SECRET_BYTES} bytes: openssl rand -base64 48)`,
      !c.PUBLIC_URL && 'PUBLIC_URL is required (the address in emailed links, e.g. https://book.example.ch)',
      !c.SMTP_URL && 'SMTP_URL is required (smtp://user:pass@host:587; without it emails would be marked sent and lost)',
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid configuration for production: ${missing.join('; ')}`);
  }
  const payments = paymentsConfig(c, production);
  // The demo studio and its public passwords belong to the embedded database on a developer's machine only.
  const demoMode = c.DEMO_MODE ?? (!production && !c.DATABASE_URL);
  const warnings: string[] = [];
  if (c.DEMO_MODE === true && !testRunner) {
    warnings.push(
      `DEMO_MODE=true: demo accounts with public passwords are created in an empty database and the dev outbox is open${production || c.DATABASE_URL ? ', on a production or PostgreSQL database' : ''}. Never use it for a real shop.`,
    );
  }
  if (payments.provider === 'test' && production) {
    warnings.push('PAYMENT_PROVIDER=test in production: online payments are simulated and no money is collected. Set STRIPE_SECRET_KEY for real payments or PAYMENT_PROVIDER=none.');
  }
  if (payments.provider === 'stripe' && !payments.webhookSecret) {
    warnings.push('STRIPE_WEBHOOK_SECRET is not set: Stripe notifications are refused, payments are confirmed only when the customer returns.');
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    jwtSecret: new TextEncoder().encode(c.JWT_SECRET ?? (testRunner ? TEST_SECRET : localSecret(dataDir))),
    demoMode,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    logLevel: c.NODE_ENV === 'test' ? 'silent' : c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    cookieSecure: production,
    loginRateLimit: c.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: c.LOGIN_ADDRESS_RATE_LIMIT,
    bearerRefresh: c.BEARER_REFRESH,
    publicFormRateLimit: c.PUBLIC_FORM_RATE_LIMIT,
    jobsPollMs: c.JOBS_POLL_MS,
    webDist: c.WEB_DIST,
    redisUrl: c.REDIS_URL,
    corsOrigins: (c.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    payments,
    twilio: twilioConfig(c),
    warnings,
  };
}

/** All three Twilio variables, or none (SMS stay in the dev outbox). */
function twilioConfig(c: z.infer<typeof ConfigSchema>): Config['twilio'] {
  const set = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM].filter(Boolean).length;
  if (set === 0) return undefined;
  if (set < 3) {
    throw new ConfigError('Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together (SMS through Twilio)');
  }
  return { accountSid: c.TWILIO_ACCOUNT_SID!, authToken: c.TWILIO_AUTH_TOKEN!, from: c.TWILIO_FROM! };
}

/**
 * Stripe when its secret key is set, otherwise the offline test provider; in production without Stripe, online
 * payments are off unless test mode is asked for by name (a real shop must never take simulated payments).
 */
function paymentsConfig(c: z.infer<typeof ConfigSchema>, production: boolean): PaymentsConfig {
  const provider = c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : production ? 'none' : 'test');
  if (provider === 'stripe') {
    const missing = [
      !c.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe',
      !c.STRIPE_PUBLISHABLE_KEY && 'STRIPE_PUBLISHABLE_KEY is required with Stripe (the payment form loads Stripe.js with it)',
      production && !c.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET is required with Stripe in production (payment notifications are verified with it)',
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid configuration: ${missing.join('; ')}`);
  }
  return {
    provider,
    stripeSecretKey: c.STRIPE_SECRET_KEY,
    stripePublishableKey: c.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET ?? (provider === 'test' ? TEST_WEBHOOK_SECRET : undefined),
  };
}

/** Vitest sets VITEST in its workers; NODE_ENV=test alone (a mistyped deployment) is not the test runner. */
export function isTestRunner(nodeEnv: string | undefined = process.env.NODE_ENV): boolean {
  return nodeEnv === 'test' && Boolean(process.env.VITEST);
}

/** Outside production a secret is made once and kept in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
