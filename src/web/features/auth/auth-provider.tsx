import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeResponse } from '~/shared/auth';
import type { UserRole } from '~/shared/enums';
import { setSessionHint, useSessionHint } from '~/web/lib/session-hint';
import { isMeKey, meQuery, meQueryKey, signOutRequest } from './api';

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

/**
 * The session for the screens below it. `whenHinted`: ask the server only when this browser has
 * signed in before (lib/session-hint.ts); otherwise the visitor is taken as signed out at once,
 * which keeps shared public/admin paths such as /incubator as fast as the public pages.
 */
export function AuthProvider({
  children,
  whenHinted = false,
}: {
  children: ReactNode;
  whenHinted?: boolean;
}) {
  const queryClient = useQueryClient();
  const hinted = useSessionHint();
  const [asked, setAsked] = useState(false);
  const enabled = !whenHinted || hinted || asked;
  const me = useQuery({ ...meQuery, enabled });

  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!enabled || !me.isPending) return;
    const timer = window.setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, me.isPending]);

  const refresh = useCallback(async () => {
    setAsked(true); // a sign-in on this page: from now on the session is asked for
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } finally {
      // Whatever the server said, this tab forgets the session and everything fetched with it.
      queryClient.setQueryData(meQueryKey, null);
      setSessionHint(false);
      queryClient.removeQueries({ predicate: (q) => !isMeKey(q.queryKey) });
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
      loading: enabled && me.isPending && !timedOut,
      error: me.error,
      refresh,
      signOut,
    };
  }, [enabled, me.data, me.isPending, me.error, timedOut, refresh, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
