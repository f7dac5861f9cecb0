import { Download } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { CheckRow } from '~/web/components/ui/check-row';
import { countOf } from '~/shared/format';
import { TabsContent } from '~/web/components/ui/tabs';
import { applicationStatusValues } from '~/shared/enums';
import { Screen } from '~/web/components/layout/screen';
import { exportCsvUrl, useApplicationCounts, useApplications } from '~/web/features/applicants/api';
import { ApplicantFilters, type FilterValues } from '~/web/features/applicants/components/applicant-filters';
import { ApplicantsTable } from '~/web/features/applicants/components/applicants-table';
import { BulkStatusActions } from '~/web/features/applicants/components/bulk-status-actions';
import { DecisionMailLink } from '~/web/features/applicants/components/decision-mail-link';
import { HeldDecisionsBar } from '~/web/features/applicants/components/held-decisions-bar';
import { ReadActions } from '~/web/features/applicants/components/read-actions';
import { StatusTabs } from '~/web/features/applicants/components/status-tabs';
import { SavedViewsMenu } from '~/web/features/applicant-views/components/saved-views-menu';
import { Label } from '~/web/components/ui/label';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import {
  APPLICANTS_PAGE_SIZES,
  nextSort,
  readListState,
  toListQuery,
  writeListState,
  type ApplicantListState,
} from '~/web/features/applicants/list-params';
import { AssignActions } from '~/web/features/reviews/components/assign-actions';
import { AssignedFilter } from '~/web/features/reviews/components/assigned-filter';
import { queryErrorMessage } from '~/web/lib/query-client';

const SEARCH_DEBOUNCE_MS = 300;

export default function ApplicantsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const [searchInput, setSearchInput] = useState(state.search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);

  const update = (patch: Partial<ApplicantListState>) => {
    // Any change but paging starts again at page 1 (a cursor belongs to the list it came from);
    // the selection belongs to what was shown. From the latest URL, not this render's: a
    // debounced search may land after another change (react-router's functional form still
    // starts from the render it was created in). Kept at once, not after the next render, so a
    // second change in between (Clear filters, then the emptied search) builds on the first.
    const next = writeListState({
      ...readListState(latestParams.current),
      page: 1,
      cursor: undefined,
      ...patch,
    });
    latestParams.current = next;
    setParams(next, { replace: true });
  };

  useEffect(() => {
    // Against the latest URL: a saved view sets the text and the URL together, and its URL may
    // not have rendered yet; a wait started from this render's would later write the view's
    // search over an older URL and drop the view's other filters.
    if (searchInput.trim() === readListState(latestParams.current).search) return;
    const timer = window.setTimeout(() => update({ search: searchInput.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the wait
  }, [searchInput]);

  const query = toListQuery(state, state.search);
  const list = useApplications(query);
  // Next and Previous carry the list's cursor, so a deep page costs what page 1 costs; a page the
  // list gave no cursor for (page 1, or none known) goes by its number.
  const toPage = (page: number) => {
    // The previous page's answer, shown while this one loads, holds the wrong cursors.
    const cursor = list.isPlaceholderData
      ? null
      : page === state.page + 1
        ? list.data?.nextCursor
        : page === state.page - 1
          ? list.data?.prevCursor
          : null;
    update({ page, cursor: (page > 1 && cursor) || undefined });
  };
  const counts = useApplicationCounts().data;
  const queryKey = JSON.stringify(query);
  useEffect(() => setSelected(new Set()), [queryKey]);

  const onSelect = (ids: string[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
      return next;
    });

  const filters: FilterValues = { ...state, search: searchInput };
  const statusUnread = state.status
    ? counts?.statuses.find((s) => s.status === state.status)?.unread_count
    : counts?.unread;
  const { page: _page, pageSize: _size, cursor: _cursor, ...exportFilters } = query;
  // What the detail view gets (next/previous, the way back) and what a saved view holds.
  const listSearch = writeListState(state).toString();
  const viewQuery = writeListState({ ...state, page: 1 }).toString();
  const items = list.data?.items ?? [];

  return (
    <Screen
      title="Applicants"
      intro="Review incubator applications."
      actions={
        <>
          <DecisionMailLink />
          <Button variant="outline" asChild>
            <a href={exportCsvUrl(exportFilters)} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        </>
      }
      className="max-w-6xl space-y-5"
    >
      <HeldDecisionsBar />

      <StatusTabs value={state.status} onChange={(status) => update({ status })}>
        {(['all', ...applicationStatusValues] as const).map((value) => (
          <TabsContent
            key={value}
            value={value}
            forceMount
            className="mt-4 space-y-4 data-[state=inactive]:hidden"
          >
            {(state.status ?? 'all') === value && (
              <>
                <ApplicantFilters
                  values={filters}
                  onChange={(patch) => {
                    const { search, ...rest } = patch;
                    if (search !== undefined) setSearchInput(search);
                    // Typing waits for the debounce; the other filters (and Clear) apply at once.
                    if (Object.keys(rest).length > 0)
                      update(search === undefined ? rest : { ...rest, search: search.trim() });
                  }}
                />
                <div className="flex flex-wrap items-center gap-4">
                  <AssignedFilter
                    checked={state.assigned === 'me'}
                    onChange={(on) => update({ assigned: on ? 'me' : undefined })}
                  />
                  <AssignActions selected={[...selected]} filters={exportFilters} />
                </div>
                <div className="flex flex-wrap items-end justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <ReadActions
                      selected={[...selected]}
                      status={state.status}
                      statusUnread={statusUnread}
                      onDone={() => setSelected(new Set())}
                    />
                    <BulkStatusActions
                      selected={items.filter((a) => selected.has(a.id))}
                      onDone={() => setSelected(new Set())}
                    />
                  </div>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                    <CheckRow
                      checked={state.unreadOnly}
                      onChange={(unreadOnly) => update({ unreadOnly })}
                      className="font-medium whitespace-nowrap"
                    >
                      Unread only
                    </CheckRow>
                    <div className="flex items-center gap-2">
                      <Label htmlFor="applicants-page-size" className="text-sm whitespace-nowrap">
                        Per page
                      </Label>
                      <NativeSelect
                        id="applicants-page-size"
                        className="h-9 w-20"
                        value={state.pageSize}
                        onChange={(e) => update({ pageSize: Number(e.target.value) })}
                      >
                        <Options items={APPLICANTS_PAGE_SIZES} label={(size) => size} />
                      </NativeSelect>
                    </div>
                    <SavedViewsMenu
                      query={viewQuery}
                      onApply={(view) => {
                        const next = new URLSearchParams(view.query);
                        latestParams.current = next;
                        setSearchInput(readListState(next).search);
                        setParams(next);
                      }}
                    />
                  </div>
                </div>
                <ApplicantsTable
                  items={items}
                  linkSearch={listSearch}
                  isPending={list.isPending}
                  error={list.isError ? queryErrorMessage(list.error, 'Failed to load applications.') : null}
                  empty={
                    <p className="rounded-lg border p-6 text-center text-muted-foreground">
                      No applications match these filters.
                    </p>
                  }
                  sort={state.sort}
                  dir={state.dir}
                  onSort={(field) => update(nextSort(state, field))}
                  selected={selected}
                  onSelect={onSelect}
                  pagination={
                    list.data && {
                      page: state.page,
                      pageCount: list.data.pageCount,
                      hasNext: list.data.nextCursor !== null,
                      summary: list.data.totalCapped
                        ? `More than ${list.data.total.toLocaleString('en-US')} applications`
                        : countOf(list.data.total, 'application'),
                      onPage: toPage,
                    }
                  }
                />
              </>
            )}
          </TabsContent>
        ))}
      </StatusTabs>
    </Screen>
  );
}
