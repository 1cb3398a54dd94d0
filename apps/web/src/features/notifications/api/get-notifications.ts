import { WalletApi, type NotificationItem } from '@tradewind/contract';
import { http } from '@/api/http';
import type { Page } from '@/components/infinite-list';

/** The list and the unread count live under this prefix (the personal centre reads the same count key). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

export const getNotifications = (page: number) =>
  http.get<Page<NotificationItem>>(WalletApi.notifications, { params: { page, limit: 20 } });
