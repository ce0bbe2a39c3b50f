import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { User } from '@barber/shared/schemas/auth';
import { AuthContext, type AuthContextValue } from './lib/auth-context';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    email: 'mario.rossi@example.ch',
    firstName: 'Mario',
    lastName: 'Rossi',
    phone: null,
    role: 'client',
    barberId: null,
    profileImage: null,
    ...overrides,
  };
}

export function makeAuth(user: User | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: user ? 'authenticated' : 'anonymous',
    user,
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

/** Renders routes in a memory router with a given session and a fresh query client. */
export function renderRoutes(
  routes: RouteObject[],
  options: { path?: string; auth?: AuthContextValue } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth = options.auth ?? makeAuth(null);
  const ui = (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>
  );
  return { router, auth, ...render(ui) };
}

/** A JSON Response as fetch would resolve it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
