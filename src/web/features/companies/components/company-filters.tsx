import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '~/web/components/ui/input';
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
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search companies..."
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
            className="pl-9"
          />
        </div>
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
