/** The applicants list's "Assigned to me" view (the list's `assigned=me` filter). */
export function AssignedFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      Assigned to me
    </label>
  );
}
