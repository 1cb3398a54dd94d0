import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressApi, type Address, type AddressBody } from '@tradewind/contract';
import { http } from '@/api/http';
import { ADDRESSES_KEY } from './get-addresses';

/** Adds an address, or updates it when the body has its id. Silent: the form shows field messages itself. */
export const saveAddress = (body: AddressBody) => http.post<Address>(AddressApi.add, body, { silent: true });

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
