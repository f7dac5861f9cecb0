import { useQuery } from '@tanstack/react-query';
import type { Product, ProductDetail } from '~/shared/schemas/products';
import { apiFetch } from '~/web/lib/api-client';

export const useProducts = () =>
  useQuery({ queryKey: ['products', 'all'], queryFn: () => apiFetch<Product[]>('/api/products?limit=100') });

export const useProduct = (id: string) =>
  useQuery({ queryKey: ['products', id], queryFn: () => apiFetch<ProductDetail>(`/api/products/${id}`) });
