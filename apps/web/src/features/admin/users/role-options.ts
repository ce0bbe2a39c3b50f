import type { Role } from '@barber/shared/domain/roles';
import { admin } from '../../../i18n/admin';

/** Client first: it is the default of the add form (spec 002 section 5). */
export const ROLE_ORDER: readonly Role[] = ['client', 'barber', 'admin'];
export const roleOptions = ROLE_ORDER.map((role) => ({ value: role, label: admin.users.roles[role] }));
