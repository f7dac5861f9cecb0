import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Deployment, DeploymentDetail } from '~/shared/schemas/deployments';
import { apiFetch } from './api-client';
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
