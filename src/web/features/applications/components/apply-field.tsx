import type { UseFormRegister } from 'react-hook-form';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { NativeSelect } from '~/web/components/ui/native-select';
import { Textarea } from '~/web/components/ui/textarea';
import type { ApplyValues, FieldDef } from '../fields';

export const fieldId = (name: string) => `apply-${name}`;

/** Label (starred when required), hint and inline error, all tied to the control by id. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <Label htmlFor={id}>
      {label}
      {required && (
        <span aria-hidden className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </Label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

interface ApplyFieldProps {
  def: FieldDef;
  register: UseFormRegister<ApplyValues>;
  error?: string;
  /** Current value, for the character count of long texts. */
  value?: string;
  dateBounds?: { min: string; max: string };
  /** Shown but not editable (the contact e-mail on a resubmission). */
  readOnly?: boolean;
}

export function ApplyField({ def, register, error, value, dateBounds, readOnly }: ApplyFieldProps) {
  const id = fieldId(def.name);
  const common = {
    id,
    ...register(def.name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, def.hint, error),
    'aria-required': def.required || undefined,
    required: def.required,
    readOnly: readOnly || undefined,
  };
  let control;
  if (def.kind === 'textarea') {
    control = <Textarea rows={def.rows ?? 4} placeholder={def.placeholder} {...common} />;
  } else if (def.kind === 'select') {
    control = (
      <NativeSelect {...common}>
        <option value="">{`Select ${def.label.toLowerCase()}`}</option>
        {def.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    );
  } else {
    const type = def.kind === 'number' ? 'text' : def.kind;
    control = (
      <Input
        type={type}
        inputMode={def.inputMode ?? (def.kind === 'url' ? 'url' : undefined)}
        autoComplete={def.autoComplete ?? 'off'}
        placeholder={def.placeholder}
        min={def.kind === 'date' ? dateBounds?.min : undefined}
        max={def.kind === 'date' ? dateBounds?.max : undefined}
        {...common}
      />
    );
  }
  const count = def.maxLength ? (value ?? '').trim().length : undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-end justify-between gap-2">
        <FieldLabel id={id} label={def.label} required={def.required} />
        {count !== undefined && (
          <span
            className={count > def.maxLength! ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
          >
            {count}/{def.maxLength}
          </span>
        )}
      </div>
      {control}
      <FieldMessages id={id} hint={def.hint} error={error} />
    </div>
  );
}
