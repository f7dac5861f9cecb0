import { queryOptions, useMutation, type QueryKey } from '@tanstack/react-query';
import type { Deployment, DeploymentDetail } from '~/shared/schemas/deployments';
import { apiFetch, apiJson } from './api-client';
import { deploymentKeys } from './query-keys';

/**
 * The list and detail reads of a resource served at `path` (`GET path`, `GET path/:id`), keyed by
 * its factory in `query-keys.ts`. `listPath` is for a list read with a query string.
 */
export function resourceQueries<Row, Detail = Row>(
  keys: { list: () => QueryKey; detail: (id: string) => QueryKey },
  path: string,
  listPath = path,
) {
  return {
    list: queryOptions({ queryKey: keys.list(), queryFn: () => apiFetch<Row[]>(listPath) }),
    detail: (id: string) =>
      queryOptions({ queryKey: keys.detail(id), queryFn: () => apiFetch<Detail>(`${path}/${id}`) }),
  };
}

/** Registered deployments (`/api/contracts`): the consoles read them, and so do the monitor forms. */
export const deploymentQueries = resourceQueries<Deployment, DeploymentDetail>(
  deploymentKeys,
  '/api/contracts',
);

/** One form's save: `PATCH path/:id` for the record it edits, `POST path` for a new one. */
export function useSaveResource<Row extends { id: string }, Input>(
  path: string,
  invalidate: () => Promise<unknown>,
  record?: Row,
) {
  return useMutation({
    mutationFn: (body: Input) =>
      record ? apiJson<Row>(`${path}/${record.id}`, 'PATCH', body) : apiJson<Row>(path, 'POST', body),
    onSuccess: () => void invalidate(),
  });
}

/** A list's delete: `DELETE path/:id` of the row it is given. */
export function useDeleteResource<Row extends { id: string }>(
  path: string,
  invalidate: () => Promise<unknown>,
) {
  return useMutation({
    mutationFn: (row: Row) => apiJson(`${path}/${row.id}`, 'DELETE'),
    onSuccess: () => void invalidate(),
  });
}
