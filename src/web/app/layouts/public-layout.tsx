import { skipToken, useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { MeResponse } from '~/shared/auth';
import { meQueryKey } from '~/web/features/auth/me-key';
import { RouteFocus, SkipToContent } from '~/web/components/layout/page-focus';
import { OnlineBanner } from '~/web/components/layout/online-banner';
import { PublicFooter } from '~/web/components/layout/public-footer';
import { PublicHeader } from '~/web/components/layout/public-header';
import { PublicAccount } from './public-account';

export function PublicLayout() {
  // The session the server drew the page with, if any (never fetched here: the account menu asks).
  const session = useQuery<MeResponse | null>({ queryKey: meQueryKey, queryFn: skipToken }).data;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <RouteFocus />
      <OnlineBanner />
      <PublicHeader account={<PublicAccount />} signedIn={!!session} />
      <div className="flex-1">
        <Outlet />
      </div>
      <PublicFooter />
    </div>
  );
}
