/**
 * The readable cookie that tells public pages this browser has signed in (web/lib/session-hint.ts
 * reads and writes it; the server sets it on pages for sessions that predate it).
 */
export const SESSION_HINT_COOKIE = 'hatchery_signed_in';
export const SESSION_HINT_MAX_AGE = 7 * 24 * 3600;
