import { toast } from 'sonner';
import { useSetBlindReview } from '../api';

/** The blind-review switch: on, an admin sees others' scores only after submitting their own. */
export function BlindReviewToggle({ blindReview, canEdit }: { blindReview: boolean; canEdit: boolean }) {
  const set = useSetBlindReview();
  const checked = set.isPending ? Boolean(set.variables) : blindReview;
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        disabled={!canEdit || set.isPending}
        onChange={(e) =>
          set.mutate(e.target.checked, {
            onSuccess: (r) => toast.success(r.blindReview ? 'Blind review is on' : 'Blind review is off'),
            onError: (err) => toast.error('Failed to change blind review', { description: err.message }),
          })
        }
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
