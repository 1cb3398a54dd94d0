import { useQuery } from '@tanstack/react-query';
import { CartApi } from '@tradewind/contract';
import { http } from '@/api/http';
import { useSession } from '@/api/session';
import { BAG_COUNT_KEY } from '@/api/query-keys';

/** Silent: a missing badge is no reason for an error toast. */
const getBagCount = () => http.get<{ count: number }>(CartApi.count, { silent: true }).then((data) => data.count);

/** Only a logged-in buyer has a bag; a visitor asks nothing. */
export function useBagCount() {
  const signedIn = useSession((s) => Boolean(s.token));
  return useQuery({ queryKey: BAG_COUNT_KEY, queryFn: getBagCount, enabled: signedIn });
}
