import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NoticeApi, type NoticeChannel, type NoticeGroup, type NoticePreferences } from '@tradewind/contract';
import { http } from '@/api/http';

export const NOTICE_PREFERENCES_KEY = ['notice-preferences'] as const;

export const useNoticePreferences = () =>
  useQuery({
    queryKey: NOTICE_PREFERENCES_KEY,
    queryFn: () => http.get<NoticePreferences>(NoticeApi.preferences),
  });

export const useSetNoticePreference = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { group: NoticeGroup; channel: NoticeChannel; on: boolean }) =>
      http.post<NoticePreferences>(NoticeApi.preferenceSet, body),
    onSuccess: (prefs) => client.setQueryData(NOTICE_PREFERENCES_KEY, prefs),
  });
};
