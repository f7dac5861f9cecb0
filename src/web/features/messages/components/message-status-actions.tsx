import { toast } from 'sonner';
import type { Message, MessageStatus } from '~/shared/schemas/messages';
import { Button } from '~/web/components/ui/button';
import { useSetMessageStatus } from '../api';

const actions: { status: MessageStatus; label: string; done: string }[] = [
  { status: 'read', label: 'Mark read', done: 'Marked read' },
  { status: 'replied', label: 'Mark replied', done: 'Marked replied' },
  { status: 'archived', label: 'Archive', done: 'Archived' },
];

/** An admin files a founder's message: read, replied or archived (the current status is not offered). */
export function MessageStatusActions({ message }: { message: Message }) {
  const setStatus = useSetMessageStatus();
  return (
    <span className="flex flex-wrap justify-end gap-1">
      {actions
        .filter((a) => a.status !== message.status)
        .map((a) => (
          <Button
            key={a.status}
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-label={`${a.label}: ${message.subject}`}
            busy={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(
                { id: message.id, status: a.status },
                {
                  onSuccess: () => toast.success(a.done, { description: message.subject }),
                  onError: (err) => toast.error('Failed to update message', { description: err.message }),
                },
              )
            }
          >
            {a.label}
          </Button>
        ))}
    </span>
  );
}
