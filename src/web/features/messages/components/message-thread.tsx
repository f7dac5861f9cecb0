import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Message, MessageCreateInput } from '~/shared/schemas/messages';
import { ApiError } from '~/web/lib/api-client';
import { useDocumentVisible } from '~/web/lib/use-document-visible';
import { useEditMessage, useMarkThreadRead, useSendMessage, useThread } from '../api';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { MessageStatusActions } from './message-status-actions';

export const messageTexts = {
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  editTooLate: 'Your changes are still in the form: send them as a new message.',
  sent: 'Message sent to admins',
  replySent: 'Reply sent',
} as const;

const describe = (err: unknown) => (err instanceof ApiError && err.status < 500 ? err.message : undefined);

/** A project's thread: the list (oldest first) and the composer. Founders and admins share it. */
export function MessageThread({ projectId, viewerIsAdmin }: { projectId: string; viewerIsAdmin: boolean }) {
  const thread = useThread(projectId);
  const send = useSendMessage(projectId);
  const edit = useEditMessage(projectId);
  const markRead = useMarkThreadRead(projectId);
  const [editing, setEditing] = useState<Message | null>(null);
  // What an edit the server refused as too late (read meanwhile) leaves in the composer.
  const [draftAfterEdit, setDraftAfterEdit] = useState<MessageCreateInput | null>(null);
  const stopEditing = (keep: MessageCreateInput | null) => {
    setDraftAfterEdit(keep);
    setEditing(null);
  };
  const listEnd = useRef<HTMLLIElement>(null);
  // A second click can land before the busy button re-renders disabled: one write at a time.
  const writing = useRef(false);
  const done = () => {
    writing.current = false;
  };
  const messages = thread.data;

  useEffect(() => {
    if (thread.isError) toast.error(messageTexts.loadFailed, { id: `messages-load-${projectId}` });
  }, [thread.isError, projectId]);

  // What the viewer has not read (a founder's own reads of admin replies; for admins, the shared
  // inbox) is marked read only while they can see it: a thread rendered in a background tab waits
  // until the tab comes to the front. The request names the newest message on screen, so a
  // message that arrives meanwhile stays unread until the thread shows it. It goes once per thing
  // seen (newest message and the unread ones shown); a failure is tried again when that changes or
  // the tab comes back to the front, never in a loop.
  const visible = useDocumentVisible();
  const lastSeenMessageId = messages?.at(-1)?.id;
  const unseen = messages
    ?.filter((m) => m.unreadForViewer)
    .map((m) => m.id)
    .join(',');
  const readSent = useRef<string | null>(null);
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (!visible) readSent.current = null;
    if (!visible || !unseen || !lastSeenMessageId) return;
    const key = `${lastSeenMessageId}|${unseen}`;
    if (readSent.current === key) return;
    readSent.current = key;
    markThreadRead(
      { lastSeenMessageId },
      {
        onError: () => {
          if (readSent.current === key) readSent.current = null;
        },
      },
    );
  }, [visible, unseen, lastSeenMessageId, markThreadRead]);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages?.length, send.isPending]);

  const submit = (values: MessageCreateInput, reset: () => void) => {
    if (writing.current) return;
    writing.current = true;
    if (editing) {
      edit.mutate(
        { id: editing.id, ...values },
        {
          onSuccess: () => stopEditing(null),
          onError: (err) => {
            // Read by the other side meanwhile: no save can succeed, so the edit ends and its text
            // stays in the form, ready to go out as a new message.
            if (err instanceof ApiError && err.status === 409) {
              stopEditing(values);
              toast.error(err.message, { description: messageTexts.editTooLate });
              return;
            }
            toast.error(messageTexts.sendFailed, { description: describe(err) });
          },
          onSettled: done,
        },
      );
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(viewerIsAdmin ? messageTexts.replySent : messageTexts.sent);
      },
      onError: (err) => toast.error(messageTexts.sendFailed, { description: describe(err) }),
      onSettled: done,
    });
  };

  const sending = send.isPending && send.variables ? pendingCopy(projectId, send.variables) : null;

  return (
    <div className="grid gap-4">
      {/* Focusable so a keyboard can scroll the history: answered messages hold nothing that takes focus. */}
      <div
        role="region"
        aria-label="Message history"
        tabIndex={0}
        className="max-h-[50vh] min-h-32 overflow-y-auto rounded-md border p-3"
        aria-live="polite"
      >
        {thread.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading messages…
          </p>
        ) : thread.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageTexts.loadFailed}
          </p>
        ) : messages!.length === 0 && !sending ? (
          <p className="text-sm text-muted-foreground">
            {viewerIsAdmin
              ? 'No messages in this thread yet.'
              : 'No messages yet. Write to the Hatchery team below.'}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Messages">
            {messages!.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                onEdit={(m) => {
                  setDraftAfterEdit(null);
                  setEditing(m);
                }}
                actions={
                  viewerIsAdmin && m.messageType === 'message' ? (
                    <MessageStatusActions message={m} />
                  ) : undefined
                }
              />
            ))}
            {sending && <MessageItem message={sending} sending />}
            <li ref={listEnd} aria-hidden />
          </ul>
        )}
      </div>
      <MessageComposer
        editing={editing}
        draftAfterEdit={draftAfterEdit}
        busy={send.isPending || edit.isPending}
        submitLabel={viewerIsAdmin ? 'Send reply' : 'Send message'}
        onSubmit={submit}
        onCancelEdit={() => stopEditing(null)}
      />
    </div>
  );
}

function pendingCopy(projectId: string, input: MessageCreateInput): Message {
  const now = new Date().toISOString();
  return {
    id: 'sending',
    projectId,
    senderId: '',
    sender: { kind: 'you', name: 'You' },
    subject: input.subject.trim(),
    messageContent: input.messageContent.trim(),
    priority: input.priority ?? 'medium',
    messageType: 'message',
    status: 'unread',
    deliveryStatus: 'pending',
    createdAt: now,
    updatedAt: now,
    readAt: null,
    edited: false,
    editable: false,
    unreadForViewer: false,
  };
}
