import { Archive } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useState } from 'react';
import { messageStatuses, type InboxThread, type MessageStatus } from '~/shared/schemas/messages';
import { humanize } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Label } from '~/web/components/ui/label';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useInbox, useSetMessageStatus, useThread } from '~/web/features/messages/api';
import { InboxList } from '~/web/features/messages/components/inbox-list';
import { MessageThread } from '~/web/features/messages/components/message-thread';
import { useMessageEvents } from '~/web/features/messages/use-thread-events';
import { useDocumentTitle } from '~/web/lib/use-document-title';

function ArchiveThread({ projectId }: { projectId: string }) {
  const thread = useThread(projectId);
  const setStatus = useSetMessageStatus();
  const open = (thread.data ?? []).filter((m) => m.messageType === 'message' && m.status !== 'archived');
  if (open.length === 0) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      busy={setStatus.isPending}
      onClick={() => open.forEach((m) => setStatus.mutate({ id: m.id, status: 'archived' }))}
    >
      <Archive aria-hidden />
      Archive thread
    </Button>
  );
}

/** /admin/messages: every project's thread, unread first; the admins answer here. */
export default function AdminMessagesPage() {
  useDocumentTitle('Messages');
  useMessageEvents();
  const [params, setParams] = useSearchParams();
  const status = (messageStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as MessageStatus)
    : undefined;
  const selected = params.get('project');
  const inbox = useInbox({ status });
  const threads = inbox.data ?? [];
  const listed = threads.find((t) => t.projectId === selected) ?? null;
  // Opening a thread files it (read): under a status filter it can leave the list, not the screen.
  const [opened, setOpened] = useState<InboxThread | null>(null);
  if (listed && listed !== opened) setOpened(listed);
  const current = listed ?? (opened?.projectId === selected ? opened : null);
  const update = (key: string, value: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Messages</h1>
          <p className="text-sm text-muted-foreground">
            Founders write from their project dashboard; answer them here.
          </p>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="inbox-status">Status</Label>
          <NativeSelect
            id="inbox-status"
            value={status ?? ''}
            onChange={(e) => update('status', e.target.value || null)}
          >
            <option value="">All threads</option>
            <Options items={messageStatuses} label={(s) => <>With {humanize(s).toLowerCase()} messages</>} />
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <section aria-label="Threads">
          {inbox.isPending ? (
            <div role="status" aria-label="Loading threads" className="grid gap-2">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : inbox.isError ? (
            <p role="alert" className="text-destructive">
              Failed to load messages
            </p>
          ) : threads.length === 0 ? (
            <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
              {status ? 'No thread matches this filter.' : 'No founder has written yet.'}
            </p>
          ) : (
            <InboxList threads={threads} selected={selected} onSelect={(id) => update('project', id)} />
          )}
        </section>
        <section aria-label="Conversation">
          {current ? (
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle className="text-lg">{current.projectName}</CardTitle>
                <ArchiveThread projectId={current.projectId} />
              </CardHeader>
              <CardContent>
                <MessageThread projectId={current.projectId} viewerIsAdmin />
              </CardContent>
            </Card>
          ) : (
            <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
              Choose a thread to read and answer it.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
