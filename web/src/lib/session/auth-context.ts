import type { User } from '@sabora/contract';
import { createContext, useContext } from 'react';

interface AuthState {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** True while a stored session is being confirmed with the server. */
  isLoading: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
