import { useMutation } from '@tanstack/react-query';
import { WalletApi, type RechargeBody, type RechargeRecord } from '@tradewind/contract';
import { http } from '@/api/http';

type Recharge = { body: RechargeBody; idempotencyKey: string; silent?: boolean };

/**
 * POST /api/user/recharge: a money write, so the same key with the same body replays the first answer. `silent`: the
 * form shows a refusal itself (a declined card, beside the card number).
 */
export const recharge = ({ body, idempotencyKey, silent }: Recharge) =>
  http.post<RechargeRecord>(WalletApi.recharge, body, { idempotencyKey, silent });

export const useRecharge = () => useMutation({ mutationFn: recharge });
