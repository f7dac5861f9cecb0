import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { invalidateAfterChange } from './query-client';
import { RealtimeClient, type RealtimeMessage, type RealtimeStatus } from './realtime';

type Listener = (message: RealtimeMessage) => void;

interface RealtimeContextValue {
  status: RealtimeStatus;
  reconnect(): void;
  subscribe(listener: Listener): () => void;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/**
 * Holds the tab's one stream while `enabled` (a signed-in admin). A resync or a reconnect
 * invalidates every active query: cheap, and nothing on screen stays stale.
 */
export function RealtimeProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  const listeners = useRef(new Set<Listener>());
  const clientRef = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const client = new RealtimeClient({
      url: '/api/events',
      onMessage: (message) => listeners.current.forEach((l) => l(message)),
      onResync: () => void invalidateAfterChange(queryClient),
      onStatus: setStatus,
    });
    clientRef.current = client;
    client.start();
    return () => {
      client.stop();
      clientRef.current = null;
    };
  }, [enabled, queryClient]);

  const value = useMemo<RealtimeContextValue>(
    () => ({
      status,
      reconnect: () => clientRef.current?.start(),
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => {
          listeners.current.delete(listener);
        };
      },
    }),
    [status],
  );

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeStatus(): Pick<RealtimeContextValue, 'status' | 'reconnect'> | null {
  return useContext(RealtimeContext);
}

/** Calls `listener` for every event while mounted; the latest listener is used without resubscribing. */
export function useRealtimeEvents(listener: Listener): void {
  const ctx = useContext(RealtimeContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const subscribe = ctx?.subscribe;
  useEffect(() => subscribe?.((m) => latest.current(m)), [subscribe]);
}
