import { MessageSquare, Star, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { industries } from '~/shared/enums';
import { industryLabel, phaseLabel } from '~/shared/format';
import { projectPhases, type ManagedProjectSummary } from '~/shared/schemas/projects';
import { Screen } from '~/web/components/layout/screen';
import { ProjectLogo } from '~/web/components/project-logo';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { SearchInput } from '~/web/components/ui/search-input';
import { LabelledControl } from '~/web/components/ui/labelled-control';
import { NativeSelect } from '~/web/components/ui/native-select';
import { useAdminProjects, type AdminProjectFilter } from '../api';
import { NewProjectButton } from './new-project-dialog';
import {
  capitalColumn,
  milestonesColumn,
  phaseColumn,
  programmeDayColumn,
  projectColumn as col,
} from './project-columns';

const SEARCH_DEBOUNCE_MS = 300;
const filterKeys = ['search', 'phase', 'industry', 'active', 'featured'] as const;

const columns = [
  col.accessor('name', {
    header: 'Project',
    enableSorting: true,
    meta: { cardLabel: false },
    cell: ({ row: { original: p } }) => (
      <span className="flex min-w-48 items-center gap-3">
        <ProjectLogo name={p.name} logoUrl={p.logoUrl} className="size-9" />
        <span className="min-w-0">
          <Link
            to={`/incubator/${p.id}`}
            className="font-medium underline-offset-4 hover:underline focus-visible:underline"
          >
            {p.name}
          </Link>
          {p.industry && (
            <span className="block text-xs text-muted-foreground">{industryLabel(p.industry)}</span>
          )}
          <PublicationBadges project={p} />
        </span>
      </span>
    ),
  }),
  phaseColumn,
  programmeDayColumn('Programme'),
  capitalColumn('Capital', true),
  col.accessor('teamSize', {
    header: 'Team',
    enableSorting: true,
    meta: { className: 'text-right max-md:text-left' },
    cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
  }),
  milestonesColumn('Milestones'),
  col.accessor('unreadMessages', {
    header: 'Unread',
    enableSorting: true,
    cell: ({ row: { original: p } }) =>
      p.unreadMessages > 0 ? (
        <Link
          to={`/incubator/${p.id}?tab=messages`}
          className="inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
        >
          <MessageSquare aria-hidden className="size-3.5" />
          {p.unreadMessages}
          <span className="sr-only">
            {' '}
            unread message{p.unreadMessages === 1 ? '' : 's'} from {p.name}
          </span>
        </Link>
      ) : (
        <span className="text-muted-foreground">0</span>
      ),
  }),
] as ColumnDef<ManagedProjectSummary, never>[];

/** The admins' management list of every incubated project, drafts included (issue 10). */
export function AdminProjectList() {
  const [params, setParams] = useSearchParams();
  const filter: AdminProjectFilter = Object.fromEntries(
    filterKeys.map((k) => [k, params.get(k) ?? '']),
  ) as AdminProjectFilter;
  const [searchInput, setSearchInput] = useState(filter.search ?? '');
  const list = useAdminProjects(filter);

  const update = (patch: AdminProjectFilter) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (searchInput.trim() === (filter.search ?? '')) return;
    const timer = window.setTimeout(() => update({ search: searchInput.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the wait
  }, [searchInput]);

  const filtered = filterKeys.some((k) => params.get(k));

  return (
    <Screen
      title="Incubator"
      intro="Every incubated project, published or not, and where it stands in the 100-day programme."
      actions={<NewProjectButton />}
      className="max-w-7xl space-y-5"
    >
      <div
        role="search"
        aria-label="Filter projects"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1.5fr)_repeat(4,minmax(8.5rem,1fr))_auto] lg:items-end"
      >
        <LabelledControl id="projects-search" label="Search">
          <SearchInput
            id="projects-search"
            placeholder="Name or description"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        </LabelledControl>
        <FilterSelect
          id="projects-phase"
          label="Phase"
          value={filter.phase ?? ''}
          onChange={(phase) => update({ phase })}
          options={projectPhases.map((p) => [p, phaseLabel(p)])}
          all="All phases"
        />
        <FilterSelect
          id="projects-industry"
          label="Industry"
          value={filter.industry ?? ''}
          onChange={(industry) => update({ industry })}
          options={industries.map((i) => [i, industryLabel(i)])}
          all="All industries"
        />
        <FilterSelect
          id="projects-active"
          label="Published"
          value={filter.active ?? ''}
          onChange={(active) => update({ active })}
          options={[
            ['true', 'Published'],
            ['false', 'Unpublished'],
          ]}
          all="Any"
        />
        <FilterSelect
          id="projects-featured"
          label="Featured"
          value={filter.featured ?? ''}
          onChange={(featured) => update({ featured })}
          options={[
            ['true', 'Featured'],
            ['false', 'Not featured'],
          ]}
          all="Any"
        />
        <Button
          variant="ghost"
          disabled={!filtered}
          onClick={() => {
            setSearchInput('');
            update({ search: '', phase: '', industry: '', active: '', featured: '' });
          }}
        >
          <X aria-hidden />
          Clear filters
        </Button>
      </div>

      {list.data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.data.length} project{list.data.length === 1 ? '' : 's'}
          {filtered ? ' match these filters' : ''}
        </p>
      )}
      <DataTable
        label="Incubated projects"
        columns={columns}
        query={list}
        errorFallback="Failed to load projects."
        empty={
          <div className="rounded-lg border p-8 text-center">
            {filtered ? (
              <>
                <p className="font-medium">No projects match these filters.</p>
                <p className="text-sm text-muted-foreground">Change or clear the filters to see more.</p>
              </>
            ) : (
              <>
                <p className="font-medium">No incubated projects yet.</p>
                <p className="text-sm text-muted-foreground">
                  Create one with ‘New project’, or from an approved application.
                </p>
              </>
            )}
          </div>
        }
      />
    </Screen>
  );
}

function PublicationBadges({ project: p }: { project: ManagedProjectSummary }) {
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {p.isActive ? (
        <Badge variant="outline">Published</Badge>
      ) : (
        <Badge
          variant="secondary"
          className="bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          Unpublished
        </Badge>
      )}
      {p.isFeatured && (
        <Badge variant="secondary" className="gap-1">
          <Star aria-hidden className="size-3 fill-amber-500 text-amber-500" />
          Featured
        </Badge>
      )}
    </span>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  all,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: (readonly [string, string])[];
  all: string;
}) {
  return (
    <LabelledControl id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </LabelledControl>
  );
}
