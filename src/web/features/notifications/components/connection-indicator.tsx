import { RealtimeDot } from '~/web/components/realtime-dot';
import { ReconnectButton } from '~/web/components/reconnect-button';
import { useRealtimeStatus } from '~/web/lib/realtime-context';
import { cn } from '~/web/lib/utils';

const labels = {
  connecting: 'Connecting…',
  connected: 'Live',
  reconnecting: 'Reconnecting…',
  disconnected: 'Disconnected',
} as const;

/** The live-updates state in the admin header; after the retries run out it offers 'Reconnect'. */
export function ConnectionIndicator() {
  const realtime = useRealtimeStatus();
  if (!realtime) return null;
  const { status } = realtime;
  return (
    <div className="flex items-center gap-1.5 text-xs" data-realtime-status={status}>
      <span role="status" className="flex items-center gap-1.5" title={`Live updates: ${labels[status]}`}>
        <RealtimeDot status={status} />
        <span
          className={cn(status === 'connected' ? 'sr-only' : 'sr-only text-muted-foreground sm:not-sr-only')}
        >
          <span className="sr-only">Live updates: </span>
          {labels[status]}
        </span>
      </span>
      <ReconnectButton />
    </div>
  );
}
