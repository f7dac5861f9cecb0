import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeResponse } from '~/shared/auth';
import type { UserRole } from '~/shared/enums';
import { meQuery, meQueryKey, signOutRequest } from './api';

/** Spec section 9: auth loading clears after the session check or after 3 s at most. */
export const AUTH_LOADING_TIMEOUT_MS = 3000;

export interface AuthState {
  user: MeResponse['user'] | null;
  profile: MeResponse['profile'];
  projects: MeResponse['projects'];
  role: UserRole;
  isAdmin: boolean;
  hasProjectAccess: boolean;
  loading: boolean;
  /** The session check failed for a reason other than "signed out" (network, 5xx). */
  error: unknown;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!me.isPending) return;
    const timer = window.setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [me.isPending]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } finally {
      // Whatever the server said, this tab forgets the session and everything fetched with it.
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    }
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const data = me.data ?? null;
    const role: UserRole = data?.profile?.role ?? data?.user.role ?? 'user';
    return {
      user: data?.user ?? null,
      profile: data?.profile ?? null,
      projects: data?.projects ?? [],
      role,
      isAdmin: !!data && (role === 'admin' || role === 'super_admin'),
      hasProjectAccess: (data?.projects.length ?? 0) > 0,
      loading: me.isPending && !timedOut,
      error: me.error,
      refresh,
      signOut,
    };
  }, [me.data, me.isPending, me.error, timedOut, refresh, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
