import type { RealtimeStatus } from '~/web/lib/realtime';
import { cn } from '~/web/lib/utils';

/** The real-time link's colour dot (green live, pulsing amber connecting, red down); the text beside it names the state. */
export function RealtimeDot({ status }: { status: RealtimeStatus }) {
  return (
    <span
      aria-hidden
      className={cn(
        'size-2 rounded-full',
        status === 'connected' && 'bg-emerald-500',
        (status === 'connecting' || status === 'reconnecting') && 'animate-pulse bg-amber-500',
        status === 'disconnected' && 'bg-destructive',
      )}
    />
  );
}
