import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminPasskeyApi,
  type PasskeyCreationOptions,
  type PasskeyItem,
  type PasskeySettings,
} from '@tradewind/contract';
import { createPasskey } from '@/lib/passkeys';
import { adminHttp } from '../../api/admin-http';

const MINE = ['admin', 'passkeys'] as const;
const SETTINGS = ['admin', 'passkey-settings'] as const;

export const useMyPasskeys = () =>
  useQuery({ queryKey: MINE, queryFn: () => adminHttp.get<PasskeyItem[]>(AdminPasskeyApi.list) });

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await adminHttp.post<PasskeyCreationOptions>(AdminPasskeyApi.registerOptions);
      const credential = await createPasskey(options);
      return adminHttp.post<PasskeyItem>(AdminPasskeyApi.register, { name, credential });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MINE }),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminHttp.post<null>(AdminPasskeyApi.remove, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: MINE }),
  });
}

export const usePasskeySettings = () =>
  useQuery({ queryKey: SETTINGS, queryFn: () => adminHttp.get<PasskeySettings>(AdminPasskeyApi.settings) });

export function useSavePasskeySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasskeySettings) => adminHttp.post<PasskeySettings>(AdminPasskeyApi.settings, body),
    onSuccess: (saved) => client.setQueryData(SETTINGS, saved),
  });
}
