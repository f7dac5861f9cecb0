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

/** A radio button with its label beside it, outside a form; `onSelect` runs when it is chosen. */
export function RadioRow({
  name,
  value,
  checked,
  onSelect,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  onSelect(): void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onSelect()} />
      {children}
    </label>
  );
}
