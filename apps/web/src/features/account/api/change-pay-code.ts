import { useMutation } from '@tanstack/react-query';
import { AccountApi, type ResetPayBody } from '@tradewind/contract';
import { http } from '@/api/http';

/** Sets the payment code (old_pay_password '') or changes it. */
export const changePayCode = (body: ResetPayBody) => http.post<unknown>(AccountApi.resetPay, body);

export const useChangePayCode = () => useMutation({ mutationFn: changePayCode });
