import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeRequestForm } from '~/shared/change-request';
import { apiFetch } from '~/web/lib/api-client';
import { submitApplication, type ApplicationFiles, type SubmitOptions } from './submit';

/** The applicant's edit page after a request for changes; the token in the link is the only key. */
export const changesEndpoint = (token: string) => `/api/applications/changes/${encodeURIComponent(token)}`;

export const changeRequestQuery = (token: string) =>
  queryOptions({
    queryKey: ['apply', 'changes', token] as const,
    queryFn: () => apiFetch<ChangeRequestForm>(changesEndpoint(token)),
    retry: false,
    staleTime: Infinity,
  });

export const useChangeRequestForm = (token: string) => useQuery(changeRequestQuery(token));

/** The edited application, sent the way /apply sends (multipart, retried on retryable failures). */
export const sendChanges =
  (token: string) => (values: Record<string, string>, files: ApplicationFiles, options: SubmitOptions) =>
    submitApplication(values, files, { ...options, endpoint: changesEndpoint(token) });
