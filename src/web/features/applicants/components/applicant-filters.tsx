import { Search, X } from 'lucide-react';
import { industries } from '~/shared/enums';
import { industryLabel } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { NativeSelect, Options } from '~/web/components/ui/native-select';

export interface FilterValues {
  search: string;
  industry: string;
  from: string;
  to: string;
  /** Shown by the page beside the page size; cleared here with the rest. */
  unreadOnly: boolean;
}

/** Text search (debounced by the page), industry and a created-at date range. */
export function ApplicantFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange(patch: Partial<FilterValues>): void;
}) {
  const active = values.search || values.industry || values.from || values.to || values.unreadOnly;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_1fr_1fr_1fr_auto] lg:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="applicants-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="applicants-search"
            type="search"
            placeholder="Project, contact or e-mail"
            className="pl-9"
            value={values.search}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="applicants-industry">Industry</Label>
        <NativeSelect
          id="applicants-industry"
          value={values.industry}
          onChange={(e) => onChange({ industry: e.target.value })}
        >
          <option value="">All industries</option>
          <Options items={industries} label={industryLabel} />
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="applicants-from">Submitted from</Label>
        <Input
          id="applicants-from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="applicants-to">Submitted to</Label>
        <Input
          id="applicants-to"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <Button
        variant="ghost"
        disabled={!active}
        onClick={() => onChange({ search: '', industry: '', from: '', to: '', unreadOnly: false })}
      >
        <X aria-hidden />
        Clear filters
      </Button>
    </div>
  );
}
