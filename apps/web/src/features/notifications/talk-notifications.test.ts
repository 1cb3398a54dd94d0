import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@tradewind/contract';
import { translate } from '@/i18n/translate';
import { notificationText } from './notification-text';

const note = (kind: string, params: NotificationItem['params']): NotificationItem => ({
  id: 1,
  kind,
  params,
  read: false,
  created_at: '2026-11-28T10:00:00.000Z',
});

describe('notifications about talking to a shop', () => {
  it('a shop’s message opens its order', () => {
    expect(notificationText(note('order_message', { order_id: 41, sn: 'T41' }), translate)).toEqual({
      title: 'New message from the shop',
      body: 'The shop wrote to you about order T41.',
      amounts: {},
      reason: undefined,
      to: '/orderInfo/41',
    });
  });

  it('an answered question opens its product page', () => {
    const text = notificationText(note('question_answered', { product_id: 7, question_id: 3 }), translate);
    expect(text).toMatchObject({ title: 'Your question was answered', to: '/detail/7' });
  });
});
