import type { ReactNode } from 'react';
import { Label } from './label';

/**
 * A label above a control that is not a form field (a filter, a dialog's own choice), so it has no
 * error to show; a form's fields are `FormField` / `FormInput`.
 */
export function LabelledControl({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
