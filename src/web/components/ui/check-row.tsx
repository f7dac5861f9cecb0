import type { ReactNode } from 'react';
import { cn } from '~/web/lib/utils';

/** A checkbox with its label beside it (and an optional hint under the label), outside a form. */
export function CheckRow({
  checked,
  onChange,
  children,
  hint,
  className,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  hint?: ReactNode;
  /** Extra classes of the label (its weight, say). */
  className?: string;
}) {
  return (
    <label className={cn('flex items-start gap-2 text-sm', className)}>
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {children}
        {hint && <span className="block text-xs text-muted-foreground">{hint}</span>}
      </span>
    </label>
  );
}
