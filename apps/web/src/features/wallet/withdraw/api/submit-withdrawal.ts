import { useMutation } from '@tanstack/react-query';
import { WalletApi, type WithdrawBody, type WithdrawalRecord } from '@tradewind/contract';
import { http } from '@/api/http';

type Submission = { body: WithdrawBody; idempotencyKey: string };

/** Silent: the screen decides where each failure shows (the payment-code sheet, a field, a toast). */
export const submitWithdrawal = ({ body, idempotencyKey }: Submission) =>
  http.post<WithdrawalRecord>(WalletApi.extract, body, { idempotencyKey, silent: true });

export const useSubmitWithdrawal = () => useMutation({ mutationFn: submitWithdrawal });
