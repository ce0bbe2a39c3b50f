import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain script without types: the benches sign in with these (scripts/bench-lighthouse.mjs)
import { demoAccounts as scriptAccounts } from '../../../../scripts/demo-accounts.mjs';
import { demoAccounts } from './demo-data';

describe('the demo accounts the benches sign in with', () => {
  test('match the seeded ones', () => {
    for (const [role, account] of Object.entries(
      scriptAccounts as Record<string, { email: string; password: string }>,
    )) {
      const seeded = demoAccounts.find((a) => a.role === role);
      expect({ email: seeded?.email, password: seeded?.password }).toEqual(account);
    }
  });
});
