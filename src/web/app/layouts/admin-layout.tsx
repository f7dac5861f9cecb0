import { Link, Outlet } from 'react-router';
import { RouteFocus, SkipToContent, Main } from '~/web/components/layout/page-focus';
import { AppSidebar, HatcheryMark, SidebarTrigger } from './app-sidebar';
import { SidebarProvider } from '~/web/components/sidebar/sidebar-context';
import { OnlineBanner } from '~/web/components/layout/online-banner';
import { ThemeToggle } from '~/web/components/layout/theme-toggle';
import { useApplicationCounts } from '~/web/features/applicants/api';
import { AccountMenu } from '~/web/features/auth/components/account-menu';
import { useAuth } from '~/web/features/auth/use-auth';
import { useMessageCounts } from '~/web/features/messages/api';
import { useMessageEvents } from '~/web/features/messages/use-thread-events';
import { messageUrgency } from '~/shared/schemas/messages';
import { WalletScope } from '~/web/features/wallet/wallet-scope';
import { ConnectionIndicator } from '~/web/features/notifications/components/connection-indicator';
import { NotificationsMenu } from '~/web/features/notifications/components/notifications-menu';

/** The admin shell: sidebar + header ('Manage your smart contracts') around the lazy admin pages. */
export function AdminLayout() {
  // The calling admin's unread applications (kept live by realtime) badge the Applicants entry.
  const counts = useApplicationCounts().data;
  // Signed out (or demoted) the shell is leaving: a refetch would only answer 401.
  const { isAdmin } = useAuth();
  const messages = useMessageCounts(isAdmin).data;
  useMessageEvents();
  return (
    <SidebarProvider>
      <SkipToContent />
      <RouteFocus />
      <div className="flex min-h-svh">
        <AppSidebar
          badges={{
            applicants: { unread: counts?.unread, urgency: counts?.urgency },
            messages: { unread: messages?.unread, urgency: messages ? messageUrgency(messages) : undefined },
          }}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-40 flex flex-wrap items-center gap-x-2 border-b bg-background/90 px-3 backdrop-blur max-sm:gap-y-1.5 max-sm:py-2 sm:h-14 sm:flex-nowrap sm:px-4">
            <SidebarTrigger />
            {/* The sidebar (and its logo) is a closed drawer below 768 px: the header carries the mark. */}
            <Link to="/dashboard" className="shrink-0 rounded-md md:hidden">
              <HatcheryMark className="size-7" />
              <span className="sr-only">Hatchery</span>
            </Link>
            {/* Spec text, word for word. On a phone it keeps the first row with the menu button and the
                logo, and the controls take the row below (beside them it was cut to "Manage …"). */}
            <p className="min-w-0 flex-1 text-sm leading-tight font-semibold sm:flex-none lg:text-base">
              Manage your smart contracts
            </p>
            <div className="ml-auto flex items-center gap-1 max-sm:basis-full max-sm:justify-end sm:gap-2">
              {/* Wallet connect and network switcher, on every admin page (WalletScope fills it). */}
              <div data-slot="wallet-controls" className="contents" />
              <ConnectionIndicator />
              <NotificationsMenu />
              <ThemeToggle />
              <AccountMenu />
            </div>
          </header>
          <OnlineBanner />
          <Main className="flex-1 p-4 sm:p-6">
            <WalletScope>
              <Outlet />
            </WalletScope>
          </Main>
        </div>
      </div>
    </SidebarProvider>
  );
}
