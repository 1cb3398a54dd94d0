import { useMutation } from '@tanstack/react-query';
import { WalletApi, type RechargeBody, type RechargeRecord } from '@tradewind/contract';
import { http } from '@/api/http';

type Recharge = { body: RechargeBody; idempotencyKey: string };

/** POST /api/user/recharge: a money write, so the same key with the same body replays the first answer. */
export const recharge = ({ body, idempotencyKey }: Recharge) =>
  http.post<RechargeRecord>(WalletApi.recharge, body, { idempotencyKey });

export const useRecharge = () => useMutation({ mutationFn: recharge });
