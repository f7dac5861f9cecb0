import { industryLabel, projectStageLabel } from '~/shared/format';
import type { PublicProject } from '~/shared/schemas/public-projects';

export const ALL = 'all';

export interface CompanyFilters {
  search: string;
  industry: string;
  stage: string;
}

export const noFilters: CompanyFilters = { search: '', industry: ALL, stage: ALL };

export interface FilterOption {
  value: string;
  label: string;
}

/** Distinct non-empty codes present in the data, as options sorted by their label. */
function optionsFrom(
  companies: PublicProject[],
  pick: (c: PublicProject) => string | null,
  label: (code: string) => string,
): FilterOption[] {
  const codes = new Set<string>();
  for (const c of companies) {
    const code = pick(c);
    if (code) codes.add(code);
  }
  return [...codes]
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Spec section 2: the Industry and Stage filters offer only the values present. */
export function industryOptions(companies: PublicProject[]): FilterOption[] {
  return [
    { value: ALL, label: 'All Industries' },
    ...optionsFrom(companies, (c) => c.industry, industryLabel),
  ];
}

export function stageOptions(companies: PublicProject[]): FilterOption[] {
  return [
    { value: ALL, label: 'All Stages' },
    ...optionsFrom(companies, (c) => c.projectStage, projectStageLabel),
  ];
}

/** Search matches name, description and short description, ignoring case. */
export function filterCompanies(companies: PublicProject[], filters: CompanyFilters): PublicProject[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return companies.filter((c) => {
    if (filters.industry !== ALL && c.industry !== filters.industry) return false;
    if (filters.stage !== ALL && c.projectStage !== filters.stage) return false;
    if (!needle) return true;
    return [c.name, c.description, c.shortDescription].some((text) =>
      text?.toLocaleLowerCase().includes(needle),
    );
  });
}

/** '{n} company/companies found'. */
export function countText(n: number): string {
  return `${n} ${n === 1 ? 'company' : 'companies'} found`;
}

/** Filters from the page's query string; unknown or missing values mean "all". */
export function filtersFromParams(params: URLSearchParams): CompanyFilters {
  return {
    search: params.get('q') ?? '',
    industry: params.get('industry') || ALL,
    stage: params.get('stage') || ALL,
  };
}

/** The query string for filters: only what is set, so the plain page keeps a plain URL. */
export function paramsFromFilters(filters: CompanyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.industry !== ALL) params.set('industry', filters.industry);
  if (filters.stage !== ALL) params.set('stage', filters.stage);
  return params;
}
