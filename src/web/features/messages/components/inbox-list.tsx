import { priorityLabels, type InboxThread } from '~/shared/schemas/messages';
import { Badge } from '~/web/components/ui/badge';
import { cn } from '~/web/lib/utils';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** '3 hours ago' style age, coarse on purpose: the inbox is read at a glance. */
export function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

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
