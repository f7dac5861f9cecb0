import { CheckRow } from '~/web/components/ui/check-row';

/** The applicants list's "Assigned to me" view (the list's `assigned=me` filter). */
export function AssignedFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckRow checked={checked} onChange={onChange}>
      Assigned to me
    </CheckRow>
  );
}
