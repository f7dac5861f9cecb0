import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-provider';

/** Spec section 8: the auth hook used outside its provider throws. */
export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
