import type { RechargeBody } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { useRecharge } from '@/api/recharge';
import { useIdempotencyKey } from './use-idempotency-key';

/** The server answered and its answer is final (e.g. a declined card): trying again is a new attempt. */
const answered = (error: unknown) => isApiError(error) && error.status !== undefined && error.status < 500;

/**
 * Sends a top-up with its idempotency key. A retry after a lost answer or a server failure reuses the key, so
 * a top-up is never made twice; success or a final refusal ends the attempt.
 */
export function useSubmitRecharge({ silent = false } = {}) {
  const recharge = useRecharge();
  const keys = useIdempotencyKey();
  const submit = async (body: RechargeBody) => {
    try {
      const record = await recharge.mutateAsync({ body, idempotencyKey: keys.keyFor(body), silent });
      keys.settle();
      return record;
    } catch (error) {
      if (answered(error)) keys.settle();
      throw error;
    }
  };
  return { submit, pending: recharge.isPending };
}
