import { useMutation } from '@tanstack/react-query';
import { AccountApi, type SendResetCodeBody } from '@tradewind/contract';
import { http } from '@/api/http';

/** Answers the same whether or not an account uses the email. */
export const sendResetCode = (body: SendResetCodeBody) =>
  http.post<unknown>(AccountApi.sendResetCode, body, { noToken: true });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
