import { X } from 'lucide-react';
import { EARLIEST_DATE, LATEST_DATE } from '~/shared/schemas/dates';
import { industries } from '~/shared/enums';
import { industryLabel } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
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
 * rule refuses is marked, its message shown below the date inputs (below the whole row on wide
 * screens, so the inputs stay aligned), and left out of the list's query.
 */
export function ApplicantFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange(patch: Partial<FilterValues>): void;
}) {
  const active = values.search || values.industry || values.from || values.to || values.unreadOnly;
  const fromError = dateFilterError('from', values.from);
  const toError = dateFilterError('to', values.to);
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
          aria-invalid={fromError ? true : undefined}
          aria-describedby={fromError ? 'applicants-from-error' : undefined}
          type="date"
          value={values.from}
          min={EARLIEST_DATE}
          max={values.to || LATEST_DATE}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </LabelledControl>
      <LabelledControl id="applicants-to" label="Submitted to">
        <Input
          id="applicants-to"
          aria-invalid={toError ? true : undefined}
          aria-describedby={toError ? 'applicants-to-error' : undefined}
          type="date"
          value={values.to}
          min={values.from || EARLIEST_DATE}
          max={LATEST_DATE}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </LabelledControl>
      {(fromError || toError) && (
        <div className="grid gap-1 text-sm font-medium text-destructive sm:col-span-full lg:order-last">
          {fromError && <p id="applicants-from-error">{fromError}</p>}
          {toError && <p id="applicants-to-error">{toError}</p>}
        </div>
      )}
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
