import { useMutation } from '@tanstack/react-query';
import { AccountApi, type ProfileBody, type UserInfo } from '@tradewind/contract';
import { http } from '@/api/http';

export const updateProfile = (body: ProfileBody) => http.post<UserInfo>(AccountApi.profile, body);

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
