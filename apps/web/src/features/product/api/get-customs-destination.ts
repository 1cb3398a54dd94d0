import { useQuery } from '@tanstack/react-query';
import { CustomsApi, type CustomsDestinationData } from '@tradewind/contract';
import { http } from '@/api/http';
import { useSession } from '@/api/session';

/**
 * The country of the buyer's default address and its customs rules (decision 040): one small call, made on the
 * product page only and kept a minute, from which every product page works out its landed cost itself. Silent: the
 * page simply leaves the line out when it fails.
 */
export const getCustomsDestination = () => http.get<CustomsDestinationData>(CustomsApi.destination, { silent: true });

export function useCustomsDestination() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['customs', 'destination', token],
    queryFn: getCustomsDestination,
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
}
