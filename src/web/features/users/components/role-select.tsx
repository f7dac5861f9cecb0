import { roleLabels, roles, type UserRole } from '~/shared/enums';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/web/components/ui/select';

/** Only a super admin is offered admin and super_admin; others see those only as the current value. */
export function assignableRoles(viewerRole: UserRole): readonly UserRole[] {
  return viewerRole === 'super_admin' ? roles : ['user'];
}

export function RoleSelect({
  value,
  viewerRole,
  onChange,
  disabled,
  busy,
  label,
  id,
  describedBy,
}: {
  value: UserRole;
  viewerRole: UserRole;
  onChange(role: UserRole): void;
  disabled?: boolean;
  /** A write is under way: focus stays, the list does not open (see SelectTrigger). */
  busy?: boolean;
  label: string;
  id?: string;
  describedBy?: string;
}) {
  const allowed = assignableRoles(viewerRole);
  const options = roles.filter((r) => allowed.includes(r) || r === value);
  return (
    <Select value={value} onValueChange={(v) => onChange(v as UserRole)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} aria-describedby={describedBy} busy={busy} className="w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((r) => (
          <SelectItem key={r} value={r} disabled={!allowed.includes(r)}>
            {roleLabels[r]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
