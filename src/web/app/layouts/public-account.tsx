import { lazy, Suspense } from 'react';

const HeaderAccount = lazy(() => import('~/web/features/auth/header-account'));

/** Holds the account button's place while its chunk and the session load (no layout shift). */
const Placeholder = () => <span aria-hidden className="inline-block size-9" />;

/**
 * The public header's account slot. PublicHeader renders it only while the session hint is set,
 * so a visitor who never signed in loads no auth code and makes no `/api/me` request.
 */
export function PublicAccount() {
  return (
    <Suspense fallback={<Placeholder />}>
      <HeaderAccount />
    </Suspense>
  );
}
