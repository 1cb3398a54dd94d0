import { useQuery } from '@tanstack/react-query';
import { AddressApi, type Address } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/**
 * Whether the buyer has any saved address, for a checkout without one chosen: "Choose a saved address" is offered
 * only to a buyer who has one. Under the address screens' prefix (`addresses`), so saving or deleting one refreshes
 * it.
 */
export const useHasSavedAddresses = (enabled: boolean) =>
  useQuery({
    queryKey: ['addresses', 'any'],
    queryFn: () => http.get<Page<Address>>(AddressApi.list, { params: { page: 1, limit: 1 }, silent: true }),
    select: (page) => page.total > 0,
    enabled,
  });
