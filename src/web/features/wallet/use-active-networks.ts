import { useQuery } from '@tanstack/react-query';
import type { PublicNetwork } from '~/shared/schemas/networks';
import { apiFetch } from '~/web/lib/api-client';

/** Active networks, mainnets first (spec §7: is_testnet ascending), cached 5 minutes. */
export function useActiveNetworks() {
  return useQuery({
    queryKey: ['networks', 'active'],
    queryFn: () => apiFetch<PublicNetwork[]>('/api/networks/active'),
    staleTime: 5 * 60_000,
  });
}
