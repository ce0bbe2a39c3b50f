import { queryOptions } from '@tanstack/react-query';
import type {
  AdminResetPasswordRequest,
  CreateUserRequest,
  UpdateUserRequest,
} from '@barber/shared/schemas/users';
import { adminCall, adminKeys, bareList } from '../admin-request';

export const usersQuery = queryOptions({
  queryKey: adminKeys.users,
  // The spec's list shape: a bare array (ADR 0003).
  queryFn: ({ signal }) => adminCall('adminUsers', {}, { signal }).then(bareList),
});

export const createUser = (body: CreateUserRequest) => adminCall('createUser', { body });

export const updateUser = (id: string, body: UpdateUserRequest) =>
  adminCall('updateUser', { params: { id }, body });

export const deleteUser = (id: string) => adminCall('deleteUser', { params: { id } });

/** The server emails the user that their password was changed. */
export const resetUserPassword = (id: string, body: AdminResetPasswordRequest) =>
  adminCall('resetUserPassword', { params: { id }, body });
