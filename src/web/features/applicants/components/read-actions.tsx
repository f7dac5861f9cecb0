import { CheckCheck, MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import type { ApplicationStatusValue } from '~/shared/enums';
import { Button } from '~/web/components/ui/button';
import { notificationTexts as t } from '~/web/features/notifications/texts';
import { useMarkRead } from '../api';

/** 'Mark as read' for the selection and 'Mark all {status} as read' (spec section 8 texts). */
export function ReadActions({
  selected,
  status,
  statusUnread,
  onDone,
}: {
  selected: string[];
  status: ApplicationStatusValue | undefined;
  statusUnread: number | undefined;
  onDone(): void;
}) {
  const markRead = useMarkRead();

  const markSelected = () =>
    markRead.mutate(
      { ids: selected },
      {
        onSuccess: ({ count }) => {
          toast.success(t.markedReadTitle, { description: t.markedReadBody(count) });
          onDone();
        },
        onError: () => toast.error(t.errorTitle, { description: t.markReadFailed, duration: 8000 }),
      },
    );

  const markStatus = (s: ApplicationStatusValue) =>
    markRead.mutate(
      { status: s },
      {
        onSuccess: () => toast.success(t.statusMarkedReadTitle, { description: t.statusMarkedReadBody(s) }),
        onError: () => toast.error(t.errorTitle, { description: t.statusMarkReadFailed(s), duration: 8000 }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-disabled={selected.length === 0 || markRead.isPending}
        onClick={markSelected}
      >
        <MailCheck aria-hidden />
        Mark as read{selected.length > 0 && ` (${selected.length})`}
      </Button>
      {status && (
        <Button
          size="sm"
          variant="outline"
          aria-disabled={!statusUnread || markRead.isPending}
          onClick={() => markStatus(status)}
        >
          <CheckCheck aria-hidden />
          Mark all {applicationStatusLabels[status]} as read
        </Button>
      )}
    </div>
  );
}
