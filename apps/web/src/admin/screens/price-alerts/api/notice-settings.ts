import { useQuery } from '@tanstack/react-query';
import { AdminNoticeApi, type NoticeSettings, type NoticeSettingsBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The share a price must fall by before the buyers who saved it hear (decision 055). */
export const useNoticeSettings = () =>
  useQuery({
    queryKey: ['admin', 'notice-settings'],
    queryFn: () => adminHttp.get<NoticeSettings>(AdminNoticeApi.settings),
  });

/** Replaces the share: the next price edit is judged by it. */
export const saveNoticeSettings = (body: NoticeSettingsBody) =>
  adminHttp.post<NoticeSettings>(AdminNoticeApi.settingsSave, body);
