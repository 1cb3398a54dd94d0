import { useQuery } from '@tanstack/react-query';
import { AddressApi, type Address } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/** The list and every address under one prefix: a save, a new default or a deletion refreshes them all. */
export const ADDRESSES_KEY = ['addresses'] as const;
export const ADDRESS_LIST_KEY = [...ADDRESSES_KEY, 'list'] as const;

/** The default address comes first (the server orders them). */
export const getAddresses = (page: number) => http.get<Page<Address>>(AddressApi.list, { params: { page, limit: 20 } });

export const getAddress = (id: number) => http.get<Address>(AddressApi.detail, { params: { id } });

/** One address to edit; the HTTP client says why when it cannot be read. */
export const useAddress = (id: number | undefined) =>
  useQuery({
    queryKey: [...ADDRESSES_KEY, 'detail', id],
    queryFn: () => getAddress(id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
