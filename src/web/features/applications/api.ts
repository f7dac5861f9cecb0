import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationChangeContracts } from '~/shared/contracts/application-changes';
import { contractQuery, pathOf } from '~/web/lib/contract-client';
import { submitApplication, type ApplicationFiles, type SubmitOptions } from './submit';

/** The applicant's edit page after a request for changes; the token in the link is the only key. */
export const changeRequestQuery = (token: string) =>
  queryOptions({
    ...contractQuery(applicationChangeContracts.get, { params: { token } }),
    retry: false,
    staleTime: Infinity,
  });

export const useChangeRequestForm = (token: string) => useQuery(changeRequestQuery(token));

/**
 * The edited application, sent the way /apply sends (multipart, retried on retryable failures,
 * one Idempotency-Key per attempt) to its contract's path: `call()` would send it once.
 */
export const sendChanges =
  (token: string) => (values: Record<string, string>, files: ApplicationFiles, options: SubmitOptions) =>
    submitApplication(values, files, {
      ...options,
      endpoint: pathOf(applicationChangeContracts.resubmit, { token }),
    });
