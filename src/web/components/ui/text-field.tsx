import type { ComponentProps } from 'react';
import { FormInput } from './form';
import { Input } from './input';

/** A labelled text input registered under `name`; the other props go to the input. */
export function TextField({
  name,
  label,
  hint,
  ...input
}: ComponentProps<typeof Input> & { name: string; label: string; hint?: string }) {
  return (
    <FormInput name={name} label={label} hint={hint}>
      <Input {...input} />
    </FormInput>
  );
}
