import type { RouteAddress } from './route-types';

/**
 * Method, path and access rule of the own profile's extras (no zod here: see api-routes.ts): the avatar, the
 * personal-data export and the account's deletion (ADR 0021), and the admin's same two on a customer's request.
 * The profile's fields are saved by PUT|PATCH /users/profile (staff-admin-routes.ts).
 */
export const profileRoutes = {
  uploadProfileImage: { method: 'POST', path: '/users/profile/image', access: 'user' },
  // The original client uploads with PUT (issue 24); the spec's POST stays. Same handler, same rules.
  uploadProfileImagePut: { method: 'PUT', path: '/users/profile/image', access: 'user' },
  deleteProfileImage: { method: 'DELETE', path: '/users/profile/image', access: 'user' },
  exportMyData: { method: 'GET', path: '/users/profile/export', access: 'user' },
  deleteMyAccount: { method: 'POST', path: '/users/profile/delete', access: 'user' },
  // Legal obligations, so never behind the plan gate: the shop must answer a customer's request in any case.
  exportUserData: { method: 'GET', path: '/admin/users/:id/export', access: ['admin'] },
  eraseUser: { method: 'POST', path: '/admin/users/:id/erase', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
