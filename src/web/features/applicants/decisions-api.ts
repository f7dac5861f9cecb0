import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldDecision, ReleaseResult } from '~/shared/applicants';
import type { DecisionMailKind, DecisionMailTemplate, DecisionMailText } from '~/shared/decision-mail';
import { apiJson, apiFetch } from '~/web/lib/api-client';
import { adminQueryTimes } from '~/web/lib/query-client';
import { applicantKeys } from './api';

/** Decision mail templates and held decisions (issue 16). */

const TEMPLATES = '/api/admin/decision-mail-templates';

export const decisionKeys = {
  templates: ['admin', 'decision-mail-templates'] as const,
  // Under the list key: every status change (a release too) refreshes it with the lists.
  held: [...applicantKeys.lists, 'held'] as const,
};

export const templatesQuery = () =>
  queryOptions({
    queryKey: decisionKeys.templates,
    queryFn: () => apiFetch<{ templates: DecisionMailTemplate[] }>(TEMPLATES),
    ...adminQueryTimes,
  });

export const useDecisionTemplates = () => useQuery(templatesQuery());

export function useSaveTemplate(kind: DecisionMailKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: DecisionMailText) =>
      apiJson<DecisionMailTemplate>(`${TEMPLATES}/${kind}`, 'PUT', text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: decisionKeys.templates }),
  });
}

export function useResetTemplate(kind: DecisionMailKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<DecisionMailTemplate>(`${TEMPLATES}/${kind}`, 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: decisionKeys.templates }),
  });
}

export const heldQuery = () =>
  queryOptions({
    queryKey: decisionKeys.held,
    queryFn: () => apiFetch<{ held: HeldDecision[] }>('/api/admin/applications/held'),
    ...adminQueryTimes,
  });

export const useHeldDecisions = () => useQuery(heldQuery());

export function useReleaseHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiJson<ReleaseResult>('/api/admin/applications/held/release', 'POST', ids ? { ids } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  });
}

export function useCancelHeld(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>(`/api/admin/applications/${encodeURIComponent(id)}/held`, 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  });
}
