import { useMutation } from '@tanstack/react-query';
import { AccountApi, type LoginData, type RegisterBody } from '@tradewind/contract';
import { http } from '@/api/http';

/** Registering also logs in: the answer carries the token like login's. */
export const register = (body: RegisterBody) => http.post<LoginData>(AccountApi.register, body, { noToken: true });

export const useRegister = () => useMutation({ mutationFn: register });
