/** Roles without zod, so the web app's first page can import them without the validation library. */
export const ROLES = ['admin', 'barber', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const roleLabelsIt: Record<Role, string> = {
  admin: 'Amministratore',
  barber: 'Barbiere',
  client: 'Cliente',
};

/** Where each role lands after login (000 section 6). */
export const homeForRole = (role: Role): string =>
  role === 'admin' ? '/admin' : role === 'barber' ? '/barber' : '/';
