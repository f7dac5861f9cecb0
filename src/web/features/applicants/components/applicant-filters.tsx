import { X } from 'lucide-react';
import { EARLIEST_DATE, LATEST_DATE } from '~/shared/schemas/dates';
import { industries } from '~/shared/enums';
import { industryLabel } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { LabelledControl } from '~/web/components/ui/labelled-control';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { SearchInput } from '~/web/components/ui/search-input';
import { dateFilterError } from '../list-params';

export interface FilterValues {
  search: string;
  industry: string;
  from: string;
  to: string;
  /** Shown by the page beside the page size; cleared here with the rest. */
  unreadOnly: boolean;
}

/**
 * Text search (debounced by the page), industry and a created-at date range. A date the shared
 * rule refuses shows its message under the input and is left out of the list's query.
 */
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
      <FormField label="Submitted from" error={dateFilterError('from', values.from)}>
        <Input
          type="date"
          value={values.from}
          min={EARLIEST_DATE}
          max={values.to || LATEST_DATE}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </FormField>
      <FormField label="Submitted to" error={dateFilterError('to', values.to)}>
        <Input
          type="date"
          value={values.to}
          min={values.from || EARLIEST_DATE}
          max={LATEST_DATE}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </FormField>
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
