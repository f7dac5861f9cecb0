import {
  keepPreviousData,
  queryOptions,
  type Query,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { applicantContracts } from '~/shared/contracts/applicants';
import { applicationAnalyticsContracts } from '~/shared/contracts/application-analytics';
import type { AnalyticsRangeQuery } from '~/shared/schemas/analytics-range';
import type { ApplicationDetail } from '~/shared/schemas/applicants';
import type { ApplicationFilters, ApplicationListQuery } from '~/shared/schemas/applicant-filters';
import type { ApplicationStatusValue } from '~/shared/enums';
import type { StatusChangeInput } from '~/shared/schemas/applicant-status';
import {
  call,
  contractKey,
  contractQuery,
  keyOf,
  pathOf,
  searchOf,
  useInvalidate,
} from '~/web/lib/contract-client';
import { adminQueryTimes } from '~/web/lib/query-client';

/**
 * Every read that follows the applicants list: the list itself, next/previous in the detail view
 * (so they never point past what the list shows) and the held decisions. A status change, a read,
 * a review or a realtime event refreshes these together.
 */
export const applicantListReads: readonly QueryKey[] = [
  keyOf(applicantContracts.list),
  keyOf(applicantContracts.neighbours),
  keyOf(applicantContracts.held),
];

/** One application's detail (its history, notes and read flag), by id. */
export const applicantDetailKey = (id: string): QueryKey =>
  contractKey(applicantContracts.get, { params: { id } });

/**
 * The app-wide refetchOnMount only looks at the data's age, so a query invalidated while no screen
 * showed it (a realtime event, a delete) would come back stale; refetch those on mount too.
 */
const liveTimes = {
  ...adminQueryTimes,
  refetchOnMount: (query: { state: Pick<Query['state'], 'isInvalidated' | 'dataUpdatedAt'> }) =>
    query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > 5 * 60_000,
} as const;

/**
 * The set filters only, as the list's (and next/previous') query and key: an empty value would
 * fail the server's date check, and two states naming the same filters share one cache entry.
 */
export function applicantListFilters<T extends Partial<ApplicationListQuery | ApplicationFilters>>(
  query: T,
): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

/** The CSV download's address (a file, so a plain link rather than a contract's call). */
export const exportCsvUrl = (filters: Partial<ApplicationFilters>) =>
  `${pathOf(applicantContracts.list)}/export.csv${searchOf(applicantListFilters(filters))}`;

/** A query of one application (its detail, its neighbours): the ones a deletion must not ask for again. */
export const isAboutApplication = (queryKey: readonly unknown[], id: string) =>
  (queryKey[2] as { params?: { id?: string } } | undefined)?.params?.id === id;

// Realtime keeps these current, so the admin stale times (spec section 9) apply.
export const applicationsQuery = (query: Partial<ApplicationListQuery>) =>
  queryOptions({
    ...contractQuery(applicantContracts.list, { query: applicantListFilters(query) }),
    ...liveTimes,
    placeholderData: keepPreviousData,
  });

export const countsQuery = queryOptions({
  ...contractQuery(applicantContracts.counts),
  ...liveTimes,
  // Urgency depends on the clock (24 h), so it is rechecked even without events.
  refetchInterval: 5 * 60_000,
});

export const detailQuery = (id: string) =>
  queryOptions({ ...contractQuery(applicantContracts.get, { params: { id } }), ...liveTimes });

export const analyticsQuery = (range: AnalyticsRangeQuery) =>
  queryOptions({
    // A blank date is no bound: the key, like the query string, names only what is set.
    ...contractQuery(applicationAnalyticsContracts.get, {
      query: Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as AnalyticsRangeQuery,
    }),
    ...liveTimes,
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useApplications = (query: Partial<ApplicationListQuery>) => useQuery(applicationsQuery(query));
export const useApplicationCounts = (enabled = true) => useQuery({ ...countsQuery, enabled });
export const useApplicationDetail = (id: string) => useQuery(detailQuery(id));
export const useApplicationAnalytics = (range: AnalyticsRangeQuery) => useQuery(analyticsQuery(range));

/** Every applicants read: lists, counts, details, next/previous, held decisions. */
const useInvalidateApplicants = () => useInvalidate(applicantContracts);

export type MarkReadInput = { ids: string[] } | { status: ApplicationStatusValue };

export function useMarkRead() {
  const invalidate = useInvalidateApplicants();
  return useMutation({
    mutationFn: (body: MarkReadInput) => call(applicantContracts.markRead, { body }),
    onSettled: invalidate,
  });
}

export function useMarkOneRead() {
  const queryClient = useQueryClient();
  const invalidateListAndCounts = useInvalidate(...applicantListReads, applicantContracts.counts);
  return useMutation({
    mutationFn: (id: string) => call(applicantContracts.markOneRead, { params: { id } }),
    // The detail's read button says so at once (not only when the realtime 'read' event refetches
    // it); the list and the badge change.
    onSuccess: (_, id) => {
      queryClient.setQueryData<ApplicationDetail>(applicantDetailKey(id), (d) => d && { ...d, isRead: true });
      return invalidateListAndCounts();
    },
  });
}

export function useChangeStatus(id: string) {
  const invalidate = useInvalidate(applicantContracts, applicationAnalyticsContracts);
  return useMutation({
    mutationFn: (body: StatusChangeInput) => call(applicantContracts.changeStatus, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useAddNote(id: string) {
  const invalidateDetail = useInvalidate(applicantDetailKey(id));
  return useMutation({
    mutationFn: (body: string) => call(applicantContracts.addNote, { params: { id }, body: { body } }),
    onSuccess: invalidateDetail,
  });
}

export function useCreateProjectFromApplication(id: string) {
  const invalidate = useInvalidateApplicants();
  return useMutation({
    mutationFn: (body: { name?: string; shortDescription?: string; isFeatured?: boolean }) =>
      call(applicantContracts.createProject, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(applicantContracts.delete, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: applicantDetailKey(id) });
      return Promise.all([
        // Not the deleted one's own queries (next/previous): they would ask for it again and get 404.
        ...applicantListReads.map((queryKey) =>
          queryClient.invalidateQueries({
            queryKey,
            predicate: (query) => !isAboutApplication(query.queryKey, id),
          }),
        ),
        queryClient.invalidateQueries({ queryKey: keyOf(applicantContracts.counts) }),
        queryClient.invalidateQueries({ queryKey: keyOf(applicationAnalyticsContracts) }),
      ]);
    },
  });
}
