import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { applicantViewContracts } from '~/shared/contracts/applicant-views';
import type { ApplicantViewInput } from '~/shared/schemas/applicant-views';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { adminQueryTimes } from '~/web/lib/query-client';

/** The calling admin's saved views of the applicants list, by name. */
export const applicantViewsQuery = queryOptions({
  ...contractQuery(applicantViewContracts.list),
  ...adminQueryTimes,
});

export const useApplicantViews = () => useQuery(applicantViewsQuery);

export function useCreateApplicantView() {
  const invalidate = useInvalidate(applicantViewContracts);
  return useMutation({
    mutationFn: (body: ApplicantViewInput) => call(applicantViewContracts.create, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteApplicantView() {
  const invalidate = useInvalidate(applicantViewContracts);
  return useMutation({
    mutationFn: (id: string) => call(applicantViewContracts.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}
