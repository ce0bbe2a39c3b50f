import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  DEMO_MODE: bool.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' }).optional(),
  MAIL_FROM: z.string().min(3).default('Barber Studio <no-reply@barber-studio.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' }).default('info'),
  TRUST_PROXY: bool.default(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' }).optional(),
  CORS_ORIGINS: z.string().optional(),
});

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
  publicFormRateLimit: number;
  jobsPollMs: number;
  webDist: string | undefined;
  /** Shared state for several instances (socket.io adapter, rate limits); without it each instance keeps its own. */
  redisUrl: string | undefined;
  /** Other origins allowed to call the API with credentials (CORS); empty means same origin only. */
  corsOrigins: string[];
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
    throw new ConfigError(`Invalid configuration: ${key} ${issue.message} (got ${JSON.stringify(env[key] ?? '')})`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const dataDir = resolve(c.DATA_DIR);
  if (production && !c.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required in production (at least 32 characters)');
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    jwtSecret: new TextEncoder().encode(c.JWT_SECRET ?? localSecret(dataDir, c.NODE_ENV)),
    demoMode: c.DEMO_MODE ?? !production,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    logLevel: c.NODE_ENV === 'test' ? 'silent' : c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    cookieSecure: production,
    loginRateLimit: c.LOGIN_RATE_LIMIT,
    publicFormRateLimit: c.PUBLIC_FORM_RATE_LIMIT,
    jobsPollMs: c.JOBS_POLL_MS,
    webDist: c.WEB_DIST,
    redisUrl: c.REDIS_URL,
    corsOrigins: (c.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  };
}

/** Outside production a secret is made once and kept in the data folder, so sessions survive restarts. */
function localSecret(dataDir: string, env: string): string {
  if (env === 'test') return 'test-secret-test-secret-test-secret-0123';
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
