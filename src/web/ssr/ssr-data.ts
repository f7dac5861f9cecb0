import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands the browser beside a page it rendered: the router's state and the
 * queries the page read, so the first render in the browser is the server's (no fetch, no
 * mismatch). Sent as JSON in a non-executed <script type="application/json"> (the CSP allows
 * no inline script).
 */
export interface SsrData {
  router: HydrationState;
  queries: DehydratedState;
}

export const SSR_DATA_ID = 'ssr-data';

/** JSON safe inside <script>: no '</script>' or '<!--' can close or confuse the element. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The server's data for this page, or null when the page was not server-rendered. */
export function readSsrData(): SsrData | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrData;
  } catch {
    return null;
  }
}
