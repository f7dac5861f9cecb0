import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';

/**
 * A form's buttons at its end: Cancel (when `onCancel` is given) and the submit button, which is
 * busy (inert, but keeping focus) while `pending` and then reads `pendingLabel` ('Saving…') instead of its label.
 */
export function FormActions({
  onCancel,
  pending = false,
  pendingLabel,
  disabled,
  variant,
  children,
}: {
  onCancel?: () => void;
  pending?: boolean;
  /** What the submit button says while pending; without it the label stays. */
  pendingLabel?: string;
  /** Disables the submit button for another reason than pending. */
  disabled?: boolean;
  variant?: ComponentProps<typeof Button>['variant'];
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2">
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" variant={variant} busy={pending} disabled={disabled && !pending}>
        {pending && pendingLabel ? pendingLabel : children}
      </Button>
    </div>
  );
}
