import { useId } from 'react';
import { SearchInput } from '~/web/components/ui/search-input';
import type { CompanyFilters, FilterOption } from '../filter';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs sm:w-48';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: FilterOption[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CompanyFiltersBar({
  filters,
  industries,
  stages,
  onChange,
}: {
  filters: CompanyFilters;
  industries: FilterOption[];
  stages: FilterOption[];
  onChange(next: CompanyFilters): void;
}) {
  const searchId = useId();
  return (
    <div role="search" className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search
        </label>
        <SearchInput
          id={searchId}
          placeholder="Search companies..."
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <FilterSelect
        label="Industry"
        value={filters.industry}
        options={industries}
        onChange={(industry) => onChange({ ...filters, industry })}
      />
      <FilterSelect
        label="Stage"
        value={filters.stage}
        options={stages}
        onChange={(stage) => onChange({ ...filters, stage })}
      />
    </div>
  );
}
