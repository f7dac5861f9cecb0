import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { messageContracts } from '~/shared/contracts/messages';
import { messageSnippet } from '~/shared/schemas/messages';
import { showDesktopNotice } from '~/web/features/notifications/desktop';
import { contractKey, keyOf } from '~/web/lib/contract-client';
import { invalidateAfterChange } from '~/web/lib/query-client';
import { useRealtimeEvents } from '~/web/lib/realtime-context';
import { useThread } from './api';
import { projectContracts } from '~/shared/contracts/projects';
import { teamDashboardContracts } from '~/shared/contracts/team-dashboard';

/**
 * Keeps message queries live: any event on a project's message topic refreshes its thread, the
 * inbox and counts, the team dashboard and that project's overview.
 */
export function useMessageEvents() {
  const qc = useQueryClient();
  useRealtimeEvents((message) => {
    const match = /^project:([0-9a-f-]{36}):messages$/i.exec(message.topic);
    if (!match) return;
    void invalidateAfterChange(qc, { queryKey: keyOf(messageContracts) });
    void invalidateAfterChange(qc, { queryKey: contractKey(teamDashboardContracts.get) });
    void invalidateAfterChange(qc, {
      queryKey: contractKey(projectContracts.overview, { params: { id: match[1]! } }),
    });
  });
}

/**
 * Spec section 2: an incoming admin message raises a desktop notice with its subject and first
 * 100 characters, once the browser permission is granted. Mounted by the founder's dashboard, so
 * it works with the dialog closed: the thread query stays live through useMessageEvents().
 * Messages present at the first load are not news. No toast repeats it, so the notice shows even
 * while the tab is visible.
 */
export function useAdminMessageNotices(projectId: string) {
  const messages = useThread(projectId).data;
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!messages) return;
    if (!seen.current) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    for (const m of messages) {
      if (seen.current.has(m.id)) continue;
      seen.current.add(m.id);
      if (m.sender.kind === 'admin') {
        showDesktopNotice(m.subject, messageSnippet(m.messageContent), `message-${m.id}`, {
          whenVisible: true,
        });
      }
    }
  }, [messages]);
}
