import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LaunchScheduleInput } from '~/shared/schemas/launch-schedules';
import type { ProductInput } from '~/shared/schemas/products';
import type { ProfitDistributionInput } from '~/shared/schemas/profit-distributions';
import type { RevenueTargetInput } from '~/shared/schemas/revenue-targets';
import type { Product, ProductDetail } from '~/shared/schemas/products';
import type { ProfitDistribution } from '~/shared/schemas/profit-distributions';
import type { RevenueTarget } from '~/shared/schemas/revenue-targets';
import type { ProjectList } from '~/shared/projects';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { productKeys, revenueKeys } from '~/web/lib/query-keys';

export { productKeys, revenueKeys };

export const productsQuery = queryOptions({
  queryKey: productKeys.list(),
  queryFn: () => apiFetch<Product[]>('/api/products?limit=100'),
});

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => apiFetch<ProductDetail>(`/api/products/${id}`),
  });

export const useProducts = () => useQuery(productsQuery);
export const useProduct = (id: string) => useQuery(productQuery(id));

export function useSaveProduct(product?: Product) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) =>
      product
        ? apiJson<Product>(`/api/products/${product.id}`, 'PATCH', body)
        : apiJson<Product>('/api/products', 'POST', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** Launch schedules arrive inside the product detail, so their writes refresh that. */
export function useCreateLaunchSchedule(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<LaunchScheduleInput, 'productId'>) =>
      apiJson('/api/launch-schedules', 'POST', { ...body, productId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
  });
}

export function useMarkLaunched(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(`/api/launch-schedules/${id}`, 'PATCH', { status: 'launched' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
  });
}

// Revenue targets and profit distributions belong to incubated projects.

export const revenueProjectsQuery = queryOptions({
  queryKey: revenueKeys.projects(),
  queryFn: () => apiFetch<ProjectList>('/api/projects?limit=100'),
});

export const revenueTargetsQuery = (projectId: string) =>
  queryOptions({
    queryKey: revenueKeys.targets(projectId),
    queryFn: () => apiFetch<RevenueTarget[]>(`/api/revenue-targets?projectId=${projectId}`),
  });

export const distributionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: revenueKeys.distributions(projectId),
    queryFn: () => apiFetch<ProfitDistribution[]>(`/api/profit-distributions?projectId=${projectId}`),
  });

export const useRevenueProjects = () => useQuery(revenueProjectsQuery);
export const useRevenueTargets = (projectId: string) => useQuery(revenueTargetsQuery(projectId));
export const useDistributions = (projectId: string) => useQuery(distributionsQuery(projectId));

export function useCreateRevenueTarget(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RevenueTargetInput, 'projectId'>) =>
      apiJson('/api/revenue-targets', 'POST', { ...body, projectId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: revenueKeys.targets(projectId) }),
  });
}

export function useMarkTargetAchieved(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(`/api/revenue-targets/${id}`, 'PATCH', { status: 'achieved' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: revenueKeys.targets(projectId) }),
  });
}

export function useCreateDistribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ProfitDistributionInput, 'projectId'>) =>
      apiJson('/api/profit-distributions', 'POST', { ...body, projectId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: revenueKeys.distributions(projectId) }),
  });
}
