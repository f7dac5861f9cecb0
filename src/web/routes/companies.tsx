import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import {
  CompaniesError,
  NoCompaniesMatch,
  NoCompaniesYet,
} from '~/web/features/companies/components/companies-states';
import { CompanyCard } from '~/web/features/companies/components/company-card';
import { CompanyFiltersBar } from '~/web/features/companies/components/company-filters';
import {
  countText,
  filterCompanies,
  industryOptions,
  noFilters,
  stageOptions,
} from '~/web/features/companies/filter';
import { useCompanyFilters } from '~/web/features/companies/use-company-filters';
import { useProjects } from '~/web/features/projects/public-api';
import { ProjectGridSkeleton } from '~/web/features/projects/components/project-list-states';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

export default function CompaniesPage() {
  useDocumentTitle('Portfolio');
  const { data, isPending, isError } = useProjects();
  const [filters, setFilters] = useCompanyFilters();
  const companies = useMemo(() => data?.projects ?? [], [data]);
  const visible = useMemo(() => filterCompanies(companies, filters), [companies, filters]);

  let body;
  if (isPending) body = <ProjectGridSkeleton count={6} />;
  else if (isError) body = <CompaniesError />;
  else if (companies.length === 0) body = <NoCompaniesYet />;
  else
    body = (
      <>
        <CompanyFiltersBar
          filters={filters}
          industries={industryOptions(companies)}
          stages={stageOptions(companies)}
          onChange={setFilters}
        />
        <p role="status" className="mt-6 mb-4 text-sm text-muted-foreground">
          {countText(visible.length)}
        </p>
        {visible.length === 0 ? (
          <NoCompaniesMatch onClear={() => setFilters(noFilters)} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <Main className="mx-auto max-w-6xl px-4 py-12">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Portfolio Companies</h1>
        <p className="mt-2 text-muted-foreground">
          The teams building on Avalanche with Hatchery: search by name or description, or filter by industry
          and stage.
        </p>
      </header>
      {body}
      <section
        aria-labelledby="companies-cta"
        className="mt-16 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm"
      >
        <h2 id="companies-cta" className="text-2xl font-bold tracking-tight">
          Want to see your company here?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          Join the next quarterly cohort: 100 days, equity-based, no upfront fee.
        </p>
        <Button variant="brand" size="lg" className="mt-6" asChild>
          <Link to="/apply">
            Apply Now
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </section>
    </Main>
  );
}
