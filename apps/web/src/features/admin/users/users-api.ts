import { queryOptions } from '@tanstack/react-query';
import type {
  AdminResetPasswordRequest,
  AdminUser,
  CreateUserRequest,
  UpdateUserRequest,
} from '@barber/shared/schemas/users';
import { adminKeys, adminRequest, listOf, type Ok } from '../admin-request';

export const usersQuery = queryOptions({
  queryKey: adminKeys.users,
  queryFn: ({ signal }) => adminRequest<Ok<AdminUser[]>>('/admin/users', { signal }).then(listOf),
});

const path = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export const createUser = (body: CreateUserRequest) =>
  adminRequest<Ok<AdminUser>>('/admin/users', { method: 'POST', body });

export const updateUser = (id: string, body: UpdateUserRequest) =>
  adminRequest<Ok<AdminUser>>(path(id), { method: 'PUT', body });

export const deleteUser = (id: string) =>
  adminRequest<{ success: true; message: string }>(path(id), { method: 'DELETE' });

/** The server emails the user that their password was changed. */
export const resetUserPassword = (id: string, body: AdminResetPasswordRequest) =>
  adminRequest<{ success: true; message: string }>(`${path(id)}/reset-password`, { method: 'POST', body });
