import { useState } from 'react';
import { toast } from 'sonner';
import { useSetBlindReview } from '../api';

/** The blind-review switch: on, an admin sees others' scores only after submitting their own. */
export function BlindReviewToggle({ blindReview, canEdit }: { blindReview: boolean; canEdit: boolean }) {
  const set = useSetBlindReview();
  // Set in the click's own render: the mutation's pending state arrives a tick later, and until
  // then React put the box back as it was (a click that seemed lost; the e2e saw it as flaky).
  const [switching, setSwitching] = useState<boolean | null>(null);
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={switching ?? blindReview}
        disabled={!canEdit || switching !== null}
        onChange={(e) => {
          setSwitching(e.target.checked);
          set.mutate(e.target.checked, {
            onSuccess: (r) => toast.success(r.blindReview ? 'Blind review is on' : 'Blind review is off'),
            onError: (err) => toast.error('Failed to change blind review', { description: err.message }),
            // After the refetch (the mutation waits for it), so the box shows the server's answer.
            onSettled: () => setSwitching(null),
          });
        }}
      />
      <span className="grid gap-0.5">
        <span className="font-medium">Blind review</span>
        <span className="text-muted-foreground">
          An admin sees other admins' scores for an application (each score and the figures) only after
          submitting their own.
        </span>
      </span>
    </label>
  );
}
