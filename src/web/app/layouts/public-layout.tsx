import { Outlet } from 'react-router';
import { RouteFocus, SkipToContent } from '~/web/components/layout/page-focus';
import { OnlineBanner } from '~/web/components/layout/online-banner';
import { PublicFooter } from '~/web/components/layout/public-footer';
import { PublicHeader } from '~/web/components/layout/public-header';
import { PublicAccount } from './public-account';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <RouteFocus />
      <OnlineBanner />
      <PublicHeader account={<PublicAccount />} />
      <div className="flex-1">
        <Outlet />
      </div>
      <PublicFooter />
    </div>
  );
}
