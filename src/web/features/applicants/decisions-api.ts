import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { applicantContracts } from '~/shared/contracts/applicants';
import { decisionMailTemplateContracts } from '~/shared/contracts/decision-mail-templates';
import type { DecisionMailKind, DecisionMailText } from '~/shared/decision-mail';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { adminQueryTimes } from '~/web/lib/query-client';

/** Decision mail templates and held decisions (issue 16). */

export const templatesQuery = () =>
  queryOptions({ ...contractQuery(decisionMailTemplateContracts.list), ...adminQueryTimes });

export const useDecisionTemplates = () => useQuery(templatesQuery());

export function useSaveTemplate(kind: DecisionMailKind) {
  const invalidate = useInvalidate(decisionMailTemplateContracts);
  return useMutation({
    mutationFn: (body: DecisionMailText) =>
      call(decisionMailTemplateContracts.save, { params: { kind }, body }),
    onSettled: invalidate,
  });
}

export function useResetTemplate(kind: DecisionMailKind) {
  const invalidate = useInvalidate(decisionMailTemplateContracts);
  return useMutation({
    mutationFn: () => call(decisionMailTemplateContracts.reset, { params: { kind } }),
    onSettled: invalidate,
  });
}

/** Refreshed with the lists (`applicantListReads`): every status change (a release too) may change it. */
export const heldQuery = () =>
  queryOptions({ ...contractQuery(applicantContracts.held), ...adminQueryTimes });

export const useHeldDecisions = () => useQuery(heldQuery());

export function useReleaseHeld() {
  const invalidate = useInvalidate(applicantContracts);
  return useMutation({
    mutationFn: (ids?: string[]) => call(applicantContracts.releaseHeld, { body: ids ? { ids } : {} }),
    onSettled: invalidate,
  });
}

export function useCancelHeld(id: string) {
  const invalidate = useInvalidate(applicantContracts);
  return useMutation({
    mutationFn: () => call(applicantContracts.cancelHeld, { params: { id } }),
    onSettled: invalidate,
  });
}
