import { useSyncExternalStore } from 'react';
import { SESSION_HINT_COOKIE as NAME, SESSION_HINT_MAX_AGE } from '~/shared/session-hint';

/**
 * A readable hint that this browser has signed in, so public pages can skip loading the auth code
 * and asking `/api/me` when nobody is signed in. It is only a hint: the session cookie itself is
 * httpOnly, and every screen that needs the session still asks the server. A wrong hint costs one
 * `/api/me` round trip, after which the AuthProvider corrects it.
 */
const listeners = new Set<() => void>();

export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split('; ').some((c) => c === `${NAME}=1`);
}

export function setSessionHint(signedIn: boolean): void {
  if (typeof document === 'undefined' || hasSessionHint() === signedIn) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${NAME}=1; Path=/; Max-Age=${SESSION_HINT_MAX_AGE}; SameSite=Lax${secure}`
    : `${NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The hint as React state: the public header swaps 'Log In' for the account menu when it turns. */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, hasSessionHint, () => false);
}
