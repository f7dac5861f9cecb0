import { X } from 'lucide-react';
import { industries } from '~/shared/enums';
import { industryLabel } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { LabelledControl } from '~/web/components/ui/labelled-control';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { SearchInput } from '~/web/components/ui/search-input';

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
      <LabelledControl id="applicants-search" label="Search">
        <SearchInput
          id="applicants-search"
          placeholder="Project, contact or e-mail"
          value={values.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </LabelledControl>
      <LabelledControl id="applicants-industry" label="Industry">
        <NativeSelect
          id="applicants-industry"
          value={values.industry}
          onChange={(e) => onChange({ industry: e.target.value })}
        >
          <option value="">All industries</option>
          <Options items={industries} label={industryLabel} />
        </NativeSelect>
      </LabelledControl>
      <LabelledControl id="applicants-from" label="Submitted from">
        <Input
          id="applicants-from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </LabelledControl>
      <LabelledControl id="applicants-to" label="Submitted to">
        <Input
          id="applicants-to"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </LabelledControl>
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
