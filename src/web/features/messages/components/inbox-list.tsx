import { priorityLabels, type InboxThread } from '~/shared/schemas/messages';
import { Badge } from '~/web/components/ui/badge';
import { ageOf } from '~/web/lib/date-format';
import { cn } from '~/web/lib/utils';

/** One button per project thread: unread first, priority and waiting time visible. */
export function InboxList({
  threads,
  selected,
  onSelect,
}: {
  threads: InboxThread[];
  selected: string | null;
  onSelect: (projectId: string) => void;
}) {
  return (
    <ul className="grid gap-2" aria-label="Threads">
      {threads.map((t) => (
        <li key={t.projectId}>
          <button
            type="button"
            aria-current={selected === t.projectId ? 'true' : undefined}
            onClick={() => onSelect(t.projectId)}
            className={cn(
              'grid w-full gap-1 rounded-md border p-3 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              selected === t.projectId && 'border-primary bg-accent',
            )}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className={cn('font-semibold', t.unreadCount > 0 && 'text-foreground')}>
                {t.projectName}
              </span>
              {t.unreadCount > 0 && (
                <Badge variant={t.topUnreadPriority === 'urgent' ? 'destructive' : 'secondary'}>
                  {t.unreadCount} unread
                </Badge>
              )}
              {t.topUnreadPriority && t.topUnreadPriority !== 'medium' && (
                <Badge variant="outline">{priorityLabels[t.topUnreadPriority]}</Badge>
              )}
            </span>
            <span className="truncate">
              <span className="text-muted-foreground">{t.lastMessage.senderName}: </span>
              {t.lastMessage.subject}
            </span>
            <span className="line-clamp-2 text-muted-foreground">{t.lastMessage.snippet}</span>
            <span className="text-xs text-muted-foreground">
              {t.oldestUnreadAt
                ? `Waiting since ${ageOf(t.oldestUnreadAt)}`
                : `Last message ${ageOf(t.lastMessage.createdAt)}`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
