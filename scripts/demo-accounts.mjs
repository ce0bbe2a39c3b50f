// The demo accounts (apps/server/src/demo/demo-data.ts) for the scripts that sign in as one of them; a test checks
// the two lists agree (apps/server/src/demo/demo-accounts.test.ts).
export const demoAccounts = {
  admin: { email: 'admin@barberstudio-lugano.ch', password: 'Admin-Demo-2026' },
  client: { email: 'cliente@example.ch', password: 'Cliente-Demo-2026' },
};
