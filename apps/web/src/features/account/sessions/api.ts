import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WalletApi, type SessionInfo } from '@tradewind/contract';
import { http } from '@/api/http';

const SESSIONS_KEY = ['sessions'] as const;

export const useSessions = () =>
  useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => http.get<{ list: SessionInfo[] }>(WalletApi.sessions).then((data) => data.list),
    staleTime: 0,
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>(WalletApi.sessionEnd, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
