import { useState } from 'react';
import { toast } from 'sonner';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import type { ApplicationDetail } from '~/shared/schemas/applicants';
import type { ApplicationStatusValue } from '~/shared/enums';
import { Button } from '~/web/components/ui/button';
import { ApiError } from '~/web/lib/api-client';
import { useChangeStatus } from '../api';
import { HeldDecisionNotice } from './held-decision-notice';
import { actionLabel, StatusDialog } from './status-dialog';
import { formatDay } from '~/web/lib/date-format';

/** The transitions the server allows from here, each through the status dialog. */
export function StatusActions({ detail }: { detail: ApplicationDetail }) {
  const { id, status } = detail.application;
  const change = useChangeStatus(id);
  const [target, setTarget] = useState<ApplicationStatusValue | null>(null);
  const [refusal, setRefusal] = useState<unknown>();

  if (detail.allowedTransitions.length === 0) return null;
  return (
    <div className="grid gap-3">
      {detail.heldDecision && <HeldDecisionNotice id={id} held={detail.heldDecision} />}
      {status === 'changes_requested' && detail.changeRequest && (
        <div
          role="status"
          className="grid gap-1 rounded-md border border-violet-300 bg-violet-50 px-3 py-2 text-sm text-violet-950 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100"
        >
          <p className="font-medium">
            Waiting for the applicant's changes (link valid until {formatDay(detail.changeRequest.expiresAt)}
            ).
          </p>
          <p className="whitespace-pre-line">{detail.changeRequest.message}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {detail.allowedTransitions.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'approved' ? 'brand' : to === 'rejected' ? 'destructive' : 'outline'}
            busy={change.isPending}
            onClick={() => {
              setRefusal(undefined);
              setTarget(to);
            }}
          >
            {actionLabel(status, to)}
          </Button>
        ))}
      </div>
      {target && (
        <StatusDialog
          key={target}
          detail={detail}
          target={target}
          pending={change.isPending}
          refusal={refusal}
          onCancel={() => setTarget(null)}
          onSubmit={(input) =>
            change.mutate(input, {
              onSuccess: () => {
                setTarget(null);
                if (input.hold) {
                  toast.success('Decision held', {
                    description: `${applicationStatusLabels[input.status]} is staged; release it with the other held decisions.`,
                  });
                }
              },
              onError: (err) => {
                setRefusal(err);
                toast.error('Status change failed', {
                  description:
                    err instanceof ApiError && err.status < 500 ? err.message : 'Please try again.',
                  duration: 8000,
                });
              },
            })
          }
        />
      )}
    </div>
  );
}
