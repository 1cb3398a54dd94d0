import { useMutation } from '@tanstack/react-query';
import { AccountApi, type ResetPwdBody } from '@tradewind/contract';
import { http } from '@/api/http';

/** Ends every session of the account, this one included. */
export const changePassword = (body: ResetPwdBody) => http.post<unknown>(AccountApi.resetpwd, body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
