import { BellRing, MessageSquare } from 'lucide-react';
import { RealtimeDot } from '~/web/components/realtime-dot';
import { ReconnectButton } from '~/web/components/reconnect-button';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '~/web/components/ui/dialog';
import { requestDesktopPermission, useDesktopPermission } from '~/web/features/notifications/desktop';
import { useRealtimeStatus } from '~/web/lib/realtime-context';
import { MessageThread } from './message-thread';

const linkLabels = {
  connecting: 'Connecting',
  reconnecting: 'Connecting',
  connected: 'Connected',
  disconnected: 'Disconnected',
} as const;

/**
 * Spec section 2: the real-time link shows connecting, connected or disconnected; once it has
 * given up, Reconnect brings replies and desktop notices back without reloading the page.
 * `reconnect={false}` where the admin header already offers it: one button per link.
 */
export function LinkIndicator({ reconnect = true }: { reconnect?: boolean }) {
  const realtime = useRealtimeStatus();
  const status = realtime?.status ?? 'disconnected';
  return (
    <div className="flex items-center gap-2">
      <p
        role="status"
        className="flex items-center gap-1.5 text-xs text-muted-foreground"
        data-link-status={status}
      >
        <RealtimeDot status={status} />
        <span className="sr-only">Live link: </span>
        {linkLabels[status]}
      </p>
      {reconnect && <ReconnectButton />}
    </div>
  );
}

/** Asks for the browser's permission from this click only, never on page load. */
function DesktopNoticeButton() {
  const permission = useDesktopPermission();
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <BellRing aria-hidden className="size-3.5" />
        Desktop notifications are on
      </p>
    );
  }
  if (permission === 'denied') {
    return <p className="text-xs text-muted-foreground">Desktop notifications are blocked in this browser</p>;
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void requestDesktopPermission()}>
      <BellRing aria-hidden />
      Enable desktop notifications
    </Button>
  );
}

/** The founders' messaging dialog on the project dashboard. */
export function MessageDialog({
  projectId,
  projectName,
  unread,
}: {
  projectId: string;
  projectName: string;
  unread: number;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="brand">
          <MessageSquare aria-hidden />
          Message the team
          {unread > 0 && (
            <Badge variant="secondary" className="ml-1">
              {unread}
              <span className="sr-only"> unread</span>
            </Badge>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-2xl"
        // Opened to write: focus starts in Subject, not on the notifications button above the thread.
        onOpenAutoFocus={(event) => {
          const subject = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>(
            'input[name="subject"]',
          );
          if (!subject) return;
          event.preventDefault();
          subject.focus();
        }}
      >
        <DialogHeading
          title="Messages with the Hatchery team"
          description={`About ${projectName}. The admins get an e-mail for every message and answer here.`}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LinkIndicator />
          <DesktopNoticeButton />
        </div>
        <MessageThread projectId={projectId} viewerIsAdmin={false} />
      </DialogContent>
    </Dialog>
  );
}
