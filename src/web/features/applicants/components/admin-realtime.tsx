import type { ReactNode } from 'react';
import { useAuth } from '~/web/features/auth/use-auth';
import { useAlertEvents } from '~/web/features/monitors/use-alert-events';
import { RealtimeProvider } from '~/web/lib/realtime-context';
import { useApplicationEvents } from '../use-application-events';

function ApplicationEvents() {
  useApplicationEvents();
  // Monitor hits (issue 15) ride the same stream.
  useAlertEvents();
  return null;
}

/** One event stream per admin tab, feeding the applicant queries and notifications. */
export function AdminRealtime({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  return (
    <RealtimeProvider enabled={isAdmin}>
      {isAdmin && <ApplicationEvents />}
      {children}
    </RealtimeProvider>
  );
}
