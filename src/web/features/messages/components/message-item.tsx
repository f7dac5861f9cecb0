import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { priorityLabels, ownStatusLabel, type Message } from '~/shared/schemas/messages';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/utils';
import { formatDateTime } from '~/web/lib/date-format';

/** Admin-side labels for a founder's message: where it stands in the admins' handling. */
const adminStatusLabels = {
  unread: 'Unread',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
} as const;

/**
 * One message. Text is rendered as text (links included): never as HTML. `sending` is the
 * optimistic copy shown while the request is on its way (spec status 'Sending...').
 */
export function MessageItem({
  message,
  sending = false,
  onEdit,
  actions,
}: {
  message: Message;
  sending?: boolean;
  onEdit?: (message: Message) => void;
  /** Extra controls in the footer (the admins' status actions). */
  actions?: ReactNode;
}) {
  const own = message.sender.kind === 'you';
  const status = sending
    ? 'Sending...'
    : own
      ? ownStatusLabel(message)
      : message.messageType === 'message'
        ? adminStatusLabels[message.status]
        : null;
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={`${message.sender.name}: ${message.subject}`}
        className={cn(
          'max-w-[85%] min-w-0 rounded-lg border px-3 py-2 text-sm shadow-xs',
          own ? 'bg-primary/5' : 'bg-muted/60',
          sending && 'opacity-70',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{message.sender.name}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.priority !== 'medium' && (
            <Badge
              variant={message.priority === 'urgent' ? 'destructive' : 'outline'}
              className="text-[11px]"
            >
              {priorityLabels[message.priority]}
            </Badge>
          )}
          {message.edited && <span>Edited</span>}
        </header>
        <h3 className="mt-1 font-medium wrap-anywhere">{message.subject}</h3>
        <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{message.messageContent}</p>
        <footer className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-muted-foreground">
          {status && <span data-testid="message-status">{status}</span>}
          {actions}
          {message.editable && onEdit && !sending && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              onClick={() => onEdit(message)}
            >
              <Pencil aria-hidden className="size-3.5" />
              Edit<span className="sr-only"> message {message.subject}</span>
            </Button>
          )}
        </footer>
      </article>
    </li>
  );
}
