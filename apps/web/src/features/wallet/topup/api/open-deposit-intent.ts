import { useMutation } from '@tanstack/react-query';
import { WalletApi, type DepositIntent, type DepositIntentBody } from '@tradewind/contract';
import { http } from '@/api/http';

/** POST /api/user/deposit_intent: the exact amount to send on a verified network (decision 031). */
export const openDepositIntent = (body: DepositIntentBody) => http.post<DepositIntent>(WalletApi.depositIntent, body);

export const useOpenDepositIntent = () => useMutation({ mutationFn: openDepositIntent });
