import { Outlet } from 'react-router';
import { OnlineBanner } from '~/web/components/layout/online-banner';
import { PublicFooter } from '~/web/components/layout/public-footer';
import { PublicHeader } from '~/web/components/layout/public-header';
import { PublicAccount } from './public-account';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <OnlineBanner />
      <PublicHeader account={<PublicAccount />} />
      <div className="flex-1">
        <Outlet />
      </div>
      <PublicFooter />
    </div>
  );
}
