import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { applicantContracts } from '~/shared/contracts/applicants';
import type { ApplicationFilters } from '~/shared/schemas/applicant-filters';
import type { BulkStatusInput } from '~/shared/schemas/applicant-triage';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { applicantListFilters } from './api';

/** Triage calls (issue 16): next/previous, bulk status, mark as unread. */

/**
 * Refreshed with the list on purpose (`applicantListReads`): whatever refreshes the list (a read,
 * a status change, a realtime event) refreshes next/previous too, so they never point past what
 * the list shows.
 */
export const neighboursQuery = (id: string, filters: Partial<ApplicationFilters>) =>
  queryOptions({
    ...contractQuery(applicantContracts.neighbours, { params: { id }, query: applicantListFilters(filters) }),
    placeholderData: keepPreviousData,
  });

/** `enabled` false once the application is gone (deleted here or live): its neighbours would be a 404. */
export const useApplicationNeighbours = (id: string, filters: Partial<ApplicationFilters>, enabled = true) =>
  useQuery({ ...neighboursQuery(id, filters), enabled });

export function useBulkStatus() {
  const invalidate = useInvalidate(applicantContracts);
  return useMutation({
    mutationFn: (body: BulkStatusInput) => call(applicantContracts.bulkStatus, { body }),
    onSettled: invalidate,
  });
}

/** Read and unread from the detail view (key m); the detail, list and badge all change. */
export function useSetRead(id: string) {
  const invalidate = useInvalidate(applicantContracts);
  return useMutation({
    mutationFn: (read: boolean) =>
      read
        ? call(applicantContracts.markOneRead, { params: { id } })
        : call(applicantContracts.markUnread, { params: { id } }),
    onSettled: invalidate,
  });
}
