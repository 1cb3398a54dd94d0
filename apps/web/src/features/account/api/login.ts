import { useMutation } from '@tanstack/react-query';
import { AccountApi, type LoginBody, type LoginData } from '@tradewind/contract';
import { http } from '@/api/http';

export const login = (body: LoginBody) => http.post<LoginData>(AccountApi.login, body, { noToken: true });

export const useLogin = () => useMutation({ mutationFn: login });
