import type { StandardAbi } from '~/shared/schemas/standard-abis';
import { FormField } from '~/web/components/ui/form-field';
import { NativeSelect, Options } from '~/web/components/ui/native-select';

/** The standard-library ABI picker of the register-contract and replace-ABI forms. */
export function StandardAbiSelect({
  library,
  value,
  onChange,
  error,
}: {
  library: readonly StandardAbi[] | undefined;
  value: string;
  onChange(id: string): void;
  error?: string;
}) {
  return (
    <FormField label="Standard ABI" error={error}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a standard ABI</option>
        <Options
          items={library}
          value={(s) => s.id}
          label={(s) => (
            <>
              {s.name} ({s.contractType})
            </>
          )}
        />
      </NativeSelect>
    </FormField>
  );
}
