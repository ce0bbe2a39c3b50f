import type {
  AuthResponse,
  LoginRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  RegisterRequest,
} from '@barber/shared/schemas/auth';
import type { MessageResponse } from '@barber/shared/schemas/common';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

type Output<T extends z.ZodType> = z.output<T>;

export const login = (body: Output<typeof LoginRequest>) =>
  apiRequest<AuthResponse>('/auth/login', { method: 'POST', body });

export const register = (body: Output<typeof RegisterRequest>) =>
  apiRequest<AuthResponse>('/auth/register', { method: 'POST', body });

export const requestPasswordReset = (body: Output<typeof PasswordResetRequest>) =>
  apiRequest<MessageResponse>('/auth/forgot-password', { method: 'POST', body });

export const confirmPasswordReset = (body: Output<typeof PasswordResetConfirm>) =>
  apiRequest<MessageResponse>('/auth/reset-password', { method: 'POST', body });
