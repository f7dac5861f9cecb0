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
      <DateFilter
        end="from"
        label="Submitted from"
        value={values.from}
        error={fromError}
        min={EARLIEST_DATE}
        max={values.to || LATEST_DATE}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter
        end="to"
        label="Submitted to"
        value={values.to}
        error={toError}
        min={values.from || EARLIEST_DATE}
        max={LATEST_DATE}
        onChange={(to) => onChange({ to })}
      />
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

/** One end of the date range; while the shared rule refuses it, it is marked and points at its message. */
function DateFilter({
  end,
  label,
  value,
  error,
  min,
  max,
  onChange,
}: {
  end: 'from' | 'to';
  label: string;
  value: string;
  error: string | undefined;
  min: string;
  max: string;
  onChange(value: string): void;
}) {
  const id = `applicants-${end}`;
  return (
    <LabelledControl id={id} label={label}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledControl>
  );
}
