import { useMutation } from '@tanstack/react-query';
import { AccountApi, type ResetByCodeBody } from '@tradewind/contract';
import { http } from '@/api/http';

export const resetByCode = (body: ResetByCodeBody) =>
  http.post<unknown>(AccountApi.resetByCode, body, { noToken: true });

export const useResetByCode = () => useMutation({ mutationFn: resetByCode });
