import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressApi } from '@tradewind/contract';
import { http } from '@/api/http';
import { ADDRESSES_KEY } from './get-addresses';

/** docs/product.md §7: a GET with the id in the query string. */
export const deleteAddress = (id: number) => http.get<null>(AddressApi.del, { params: { id } });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
