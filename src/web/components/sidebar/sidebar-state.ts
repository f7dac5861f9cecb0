/** Spec section 9: sidebar constants. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_BREAKPOINT = 768;
export const SIDEBAR_SHORTCUT = 'b';

/** Expanded unless the cookie says it was collapsed. */
export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split(/;\s*/).find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** An entry is active when the path starts with it; '/' only matches exactly (spec section 2). */
export function isActivePath(pathname: string, match: string): boolean {
  if (match === '/') return pathname === '/';
  return pathname === match || pathname.startsWith(match.endsWith('/') ? match : `${match}/`);
}

/**
 * The one entry to highlight: of the entries active by the starts-with rule, the most specific
 * (longest) match wins, so /admin/users lights 'User Management', not also 'Admin Panel'.
 */
export function activeEntry(pathname: string, matches: readonly string[]): string | undefined {
  return matches.filter((m) => isActivePath(pathname, m)).sort((a, b) => b.length - a.length)[0];
}

/** Badge text for an unread count, capped at '99+'; nothing for zero or unknown. */
export function unreadBadge(count: number | undefined): string | null {
  if (count === undefined || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
