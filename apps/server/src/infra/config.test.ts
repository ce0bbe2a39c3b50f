import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, isTestRunner, loadConfig } from './config';

const SECRET = 'S3cr3t-value-that-must-never-be-printed-xyz';
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  PUBLIC_URL: 'https://book.example.ch',
  SMTP_URL: 'smtp://mailer:Mail-Pa55word@mail.example.ch:587',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(Object.keys(env))}`);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('loadConfig', () => {
  it('has working defaults for the local demo', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c).toMatchObject({
      port: 3000,
      demoMode: true,
      cookieSecure: false,
      publicUrl: 'http://localhost:3000',
      warnings: [],
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be 1-65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ DEMO_MODE: 'maybe' }, /^Invalid configuration: DEMO_MODE must be true or false/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 bytes/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const text = refusal({ NODE_ENV: 'test', ...env });
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });

  it.each([
    ['JWT_SECRET', 'tooshort-but-secret'],
    ['DATABASE_URL', 'mysql://root:Db-Pa55word@db.example.ch/barber'],
    ['SMTP_URL', 'http://mailer:Mail-Pa55word@mail.example.ch'],
    ['REDIS_URL', 'http://:Redis-Pa55word@cache.example.ch'],
  ])('names a wrong %s without echoing its value', (key, value) => {
    const text = refusal({ NODE_ENV: 'test', [key]: value });
    expect(text).toMatch(new RegExp(`^Invalid configuration: ${key} `));
    expect(text).not.toContain('Pa55word');
    expect(text).not.toContain(value);
    expect(text).not.toContain('got');
  });

  it('counts the secret in bytes: 11 three-byte characters pass, 31 ASCII ones do not', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: '€'.repeat(11) })).not.toThrow();
    expect(refusal({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(31) })).toMatch(
      /JWT_SECRET must be at least 32 bytes/,
    );
  });
});

describe('production', () => {
  it('a complete configuration: secure cookies, no demo mode, no warning', () => {
    const c = loadConfig(PRODUCTION);
    expect(c).toMatchObject({
      cookieSecure: true,
      demoMode: false,
      publicUrl: 'https://book.example.ch',
      warnings: [],
    });
    expect(new TextDecoder().decode(c.jwtSecret)).toBe(SECRET);
  });

  it.each([
    ['a weak JWT_SECRET', { JWT_SECRET: 'x'.repeat(31) }, /JWT_SECRET must be at least 32 bytes/],
    ['no JWT_SECRET', { JWT_SECRET: '' }, /^Invalid configuration for production: JWT_SECRET is required/],
    ['no PUBLIC_URL', { PUBLIC_URL: '' }, /^Invalid configuration for production: PUBLIC_URL is required/],
    [
      'no mail transport',
      { SMTP_URL: '' },
      /^Invalid configuration for production: SMTP_URL is required .*emails would be marked sent and lost/,
    ],
  ])('refuses %s in one line that echoes no secret', (_name, change, message) => {
    const env = {
      ...PRODUCTION,
      DATABASE_URL: 'postgres://barber:Db-Pa55word@db.example.ch/barber',
      ...change,
    };
    const text = refusal(env);
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
    for (const secret of [SECRET, 'x'.repeat(31), 'Mail-Pa55word', 'Db-Pa55word'])
      expect(text).not.toContain(secret);
  });

  it('lists every missing requirement at once', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(
      /JWT_SECRET is required.*; PUBLIC_URL is required.*; SMTP_URL is required/,
    );
  });
});

describe('demo mode', () => {
  it('is on by default only for the embedded database outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db/x' }).demoMode).toBe(false);
    expect(loadConfig(PRODUCTION).demoMode).toBe(false);
  });

  it('an explicit DEMO_MODE=true is obeyed and warned about loudly, outside the test runner', () => {
    vi.stubEnv('VITEST', undefined);
    const c = loadConfig({ ...PRODUCTION, DEMO_MODE: 'true' });
    expect(c.demoMode).toBe(true);
    expect(c.warnings).toEqual([
      expect.stringMatching(
        /^DEMO_MODE=true: demo accounts with public passwords.*Never use it for a real shop/,
      ),
    ]);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('the test runner itself is not warned', () => {
    expect(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true' }).warnings).toEqual([]);
  });
});

describe('the in-source test secret', () => {
  const testSecret = (c: { jwtSecret: Uint8Array }) =>
    new TextDecoder().decode(c.jwtSecret).startsWith('test-secret-');

  it('signs tokens under the test runner (NODE_ENV=test and VITEST)', () => {
    expect(isTestRunner('test')).toBe(true);
    expect(testSecret(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
  });

  it('is never used otherwise: NODE_ENV=test outside Vitest gets a random secret kept in DATA_DIR', () => {
    vi.stubEnv('VITEST', undefined);
    const dir = mkdtempSync(join(tmpdir(), 'barber-config-'));
    try {
      expect(isTestRunner('test')).toBe(false);
      const c = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
      expect(testSecret(c)).toBe(false);
      expect(existsSync(join(dir, '.jwt-secret'))).toBe(true);
      expect(new TextDecoder().decode(c.jwtSecret)).toBe(readFileSync(join(dir, '.jwt-secret'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused as an explicit JWT_SECRET outside the test runner', () => {
    vi.stubEnv('VITEST', undefined);
    const text = refusal({ ...PRODUCTION, JWT_SECRET: 'test-secret-test-secret-test-secret-0123' });
    expect(text).toMatch(/JWT_SECRET is the test suite's public secret/);
    expect(text).not.toContain('test-secret-test');
  });
});
