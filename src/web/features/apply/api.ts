import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeRequestForm } from '~/shared/change-request';
import { apiFetch } from '~/web/lib/api-client';
import { submitApplication, type ApplicationFiles, type SubmitOptions } from './submit';

/** Query keys of the apply feature (the form itself keeps its draft in the browser, not in a query). */
export const applyKeys = {
  all: ['apply'] as const,
  changes: (token: string) => [...applyKeys.all, 'changes', token] as const,
};

/** The applicant's edit page after a request for changes; the token in the link is the only key. */
export const changesEndpoint = (token: string) => `/api/applications/changes/${encodeURIComponent(token)}`;

export const changeRequestQuery = (token: string) =>
  queryOptions({
    queryKey: applyKeys.changes(token),
    queryFn: () => apiFetch<ChangeRequestForm>(changesEndpoint(token)),
    retry: false,
    staleTime: Infinity,
  });

export const useChangeRequestForm = (token: string) => useQuery(changeRequestQuery(token));

/** The edited application, sent the way /apply sends (multipart, retried on retryable failures). */
export const sendChanges =
  (token: string) => (values: Record<string, string>, files: ApplicationFiles, options: SubmitOptions) =>
    submitApplication(values, files, { ...options, endpoint: changesEndpoint(token) });
