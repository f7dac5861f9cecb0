import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractContracts } from '~/shared/contracts/contracts';
import { launchScheduleContracts } from '~/shared/contracts/launch-schedules';
import { productContracts } from '~/shared/contracts/products';
import { publicProjectContracts } from '~/shared/contracts/public-projects';
import type { ContractUpdateInput } from '~/shared/schemas/deployments';
import type { LaunchScheduleInput } from '~/shared/schemas/launch-schedules';
import type { Product, ProductInput } from '~/shared/schemas/products';
import { call, contractKey, contractQuery, keyOf, useInvalidate } from '~/web/lib/contract-client';
import { productKeys, revenueKeys } from '~/web/lib/query-keys';

export { productKeys, revenueKeys };

// The products list and a product's detail keep their shared keys: the registration form reads
// the same list (features/contracts), and the journal table refreshes a product's detail.
export const productsQuery = queryOptions({
  ...contractQuery(productContracts.list, { query: { limit: 100 } }),
  queryKey: productKeys.list(),
});
export const productQuery = (id: string) =>
  queryOptions({
    ...contractQuery(productContracts.get, { params: { id } }),
    queryKey: productKeys.detail(id),
  });

export const useProducts = () => useQuery(productsQuery);
export const useProduct = (id: string) => useQuery(productQuery(id));

export function useSaveProduct(product?: Product) {
  const invalidate = useInvalidate(productContracts);
  return useMutation({
    mutationFn: (body: ProductInput) =>
      product
        ? call(productContracts.update, { params: { id: product.id }, body })
        : call(productContracts.create, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** Launch schedules arrive inside the product detail, so their writes refresh that. */
export function useCreateLaunchSchedule(productId: string) {
  const invalidate = useInvalidate(productKeys.detail(productId));
  return useMutation({
    mutationFn: (body: Omit<LaunchScheduleInput, 'productId'>) =>
      call(launchScheduleContracts.create, { body: { ...body, productId } }),
    onSuccess: () => void invalidate(),
  });
}

export function useMarkLaunched(productId: string) {
  const invalidate = useInvalidate(productKeys.detail(productId));
  return useMutation({
    mutationFn: (id: string) =>
      call(launchScheduleContracts.update, { params: { id }, body: { status: 'launched' } }),
    onSuccess: () => void invalidate(),
  });
}

// Revenue targets and profit distributions belong to incubated projects: the product page links
// to the Revenue tab of the chosen project (/incubator/{id}?tab=revenue).

// The public project list's contract, under the revenue key this page has read it by.
export const revenueProjectsQuery = queryOptions({
  ...contractQuery(publicProjectContracts.list, { query: { limit: 100 } }),
  queryKey: revenueKeys.projects(),
});

export const useRevenueProjects = () => useQuery(revenueProjectsQuery);

/** A deployment's label and admin functions changed: its console and its product refresh. */
export function useUpdateDeployment(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContractUpdateInput }) =>
      call(contractContracts.update, { params: { id }, body }),
    onSuccess: (_, { id }) => {
      void queryClient.invalidateQueries({
        queryKey: contractKey(contractContracts.get, { params: { id } }),
      });
      void queryClient.invalidateQueries({ queryKey: contractKey(contractContracts.list) });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
    // Refused because someone changed the label since it was read: the page shows the current one.
    onError: () => void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
  });
}

export function useDeleteDeployment(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `monitors`: how many the admin saw when confirming; the server refuses if that changed. */
    mutationFn: ({ id, monitors }: { id: string; monitors: number }) =>
      call(contractContracts.delete, { params: { id }, query: { monitors: String(monitors) } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keyOf(contractContracts) });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
    // Refused because the deployment changed since it was shown: show what it has now.
    onError: () => void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
  });
}

/** Deleting a product removes its deployments too (the journal stays): every list refreshes. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `deployments`: how many the admin saw when confirming; the server refuses if that changed. */
    mutationFn: ({ id, deployments }: { id: string; deployments: number }) =>
      call(productContracts.delete, { params: { id }, query: { deployments: String(deployments) } }),
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.list() });
      void queryClient.invalidateQueries({ queryKey: keyOf(contractContracts) });
    },
    // Refused because the product changed since it was shown: show what it has now.
    onError: (_, { id }) => void queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }),
  });
}
