import { demoAccounts } from '../../apps/server/src/demo/demo-data';

const byRole = (role: 'admin' | 'barber' | 'client') => demoAccounts.find((a) => a.role === role)!;
export const demoAdmin = byRole('admin');
export const demoBarber = byRole('barber');
export const demoClient = byRole('client');
