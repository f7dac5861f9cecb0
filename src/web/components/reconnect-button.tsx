import { RefreshCw } from 'lucide-react';
import { Button } from '~/web/components/ui/button';
import { useRealtimeStatus } from '~/web/lib/realtime-context';

/**
 * After the realtime retries run out (spec section 9: at most 3), the link stays down until the
 * user asks again, e.g. once a restarted server is back: this is that action, shown only then.
 */
export function ReconnectButton() {
  const realtime = useRealtimeStatus();
  if (realtime?.status !== 'disconnected') return null;
  return (
    <Button size="sm" variant="outline" className="h-8 px-2" onClick={realtime.reconnect}>
      <RefreshCw aria-hidden />
      Reconnect
    </Button>
  );
}
