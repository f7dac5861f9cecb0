import type { QueryKey } from '@tanstack/react-query';

/**
 * The session's query key: what `contractKey(accountContracts.me)` derives (me-key.test.ts holds
 * the two equal). Spelled out here so that what every page loads first (main.tsx, the public
 * layout: whether the page was drawn signed in) does not import the contracts, and zod with them:
 * 32 KB gzipped more on /faq and /transparency when it did (scripts/bench/bundle-report.mjs).
 */
export const meQueryKey = ['account', 'me'] as const satisfies QueryKey;

/** Whether a query key is the session's (sign-out keeps only that one). */
export const isMeKey = (key: QueryKey) => key[0] === meQueryKey[0] && key[1] === meQueryKey[1];
