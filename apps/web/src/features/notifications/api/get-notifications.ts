import { WalletApi, type NotificationItem } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

import { NOTIFICATIONS_KEY } from '@/api/query-keys';

export { NOTIFICATIONS_KEY };
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

export const getNotifications = (page: number) =>
  http.get<Page<NotificationItem>>(WalletApi.notifications, { params: { page, limit: 20 } });
