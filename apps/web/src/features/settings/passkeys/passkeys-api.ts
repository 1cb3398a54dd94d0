import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PasskeyApi, type PasskeyCreationOptions, type PasskeyItem } from '@tradewind/contract';
import { http } from '@/api/http';
import { createPasskey } from '@/lib/passkeys';

export const PASSKEYS_KEY = ['passkeys'] as const;

export const usePasskeys = () =>
  useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => http.get<PasskeyItem[]>(PasskeyApi.list) });

/** Makes a passkey in the browser for the server's single-use challenge, and adds it under `name`. */
async function addPasskey(name: string) {
  const options = await http.post<PasskeyCreationOptions>(PasskeyApi.registerOptions);
  const credential = await createPasskey(options);
  return http.post<PasskeyItem>(PasskeyApi.register, { name, credential });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addPasskey, onSuccess: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }) });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>(PasskeyApi.remove, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}
