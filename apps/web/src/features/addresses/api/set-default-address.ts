import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressApi } from '@tradewind/contract';
import { http } from '@/api/http';
import { ADDRESSES_KEY } from './get-addresses';

export const setDefaultAddress = (id: number) => http.post<null>(AddressApi.setDefault, { id });

/** The new default moves to the top of the list: it is read again. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
