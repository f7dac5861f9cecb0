import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';

const LazyHeaderAccount = lazy(() => import('~/web/features/auth/header-account'));

/**
 * The account menu, its code already loaded, where a page is drawn for a signed-in visitor:
 * on the server (ssr/render-page.tsx) and when the browser takes that page over (main.tsx loads
 * it before hydrating). Both then render it in place, with no lazy boundary: React sends a
 * boundary that waited on a lazy chunk apart from the header, for an inline script to move in
 * (which the CSP forbids), so the header would show a placeholder instead of the menu.
 */
export const LoadedHeaderAccount = createContext<ReactNode>(null);

/** Holds the account button's place while its chunk and the session load (no layout shift). */
const Placeholder = () => <span aria-hidden className="inline-block size-9" />;

/**
 * The public header's account slot. PublicHeader renders it only while the session hint is set
 * or the page was drawn for a signed-in visitor, so a visitor who never signed in loads no auth
 * code and makes no `/api/me` request.
 */
export function PublicAccount() {
  const loaded = useContext(LoadedHeaderAccount);
  if (loaded) return loaded;
  return (
    <Suspense fallback={<Placeholder />}>
      <LazyHeaderAccount />
    </Suspense>
  );
}
