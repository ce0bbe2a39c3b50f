import { createContext, useContext } from 'react';
import type { User } from '@barber/shared/schemas/auth';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Starts a session from a login/register/refresh answer. */
  signIn: (token: string, user: User) => void;
  /** Ends the session on the server and locally, then goes to /login. */
  signOut: (reason?: 'user' | 'inactivity') => Promise<void>;
}

/** Lives in lib so features can read the session without importing the app layer. */
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
