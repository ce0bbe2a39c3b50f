import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for the local demo', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c).toMatchObject({ port: 3000, demoMode: true, cookieSecure: false, publicUrl: 'http://localhost:3000' });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be 1-65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    [{ DEMO_MODE: 'maybe' }, /^Invalid configuration: DEMO_MODE must be true or false/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('production: secure cookies, no demo mode', () => {
    const c = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(c).toMatchObject({ cookieSecure: true, demoMode: false });
  });
});
