import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@tradewind/contract';
import { loadNamespaces, t } from '@/i18n';
import { notificationText } from './notification-text';

const note = (kind: string, params: NotificationItem['params']): NotificationItem => ({
  id: 1,
  kind,
  params,
  read: false,
  created_at: '2025-03-01T10:00:00.000Z',
});

describe("a case's notifications", () => {
  it('open the case, and say what was credited, or that the refund was rejected, with the reason', async () => {
    await loadNamespaces('en', ['notifications']);
    const decided = notificationText(
      note('dispute_decided', {
        order_id: 8,
        sn: 'TW8',
        decision: 'part_refund',
        amount_cents: 1234,
        reason: 'Keys broken',
      }),
      t,
    );
    expect(decided).toEqual({
      title: 'Tradewind decided',
      // The amount is written by the screen, with its estimate (notification-estimates.test.tsx).
      body: 'Tradewind decided your case about order TW8. Credited: {{amount}}.',
      amounts: { amount: 1234 },
      reason: 'Reason: Keys broken',
      to: '/dispute/8',
    });
    const rejected = notificationText(
      note('dispute_decided', { order_id: 8, sn: 'TW8', decision: 'reject', amount_cents: 0, reason: 'No damage' }),
      t,
    );
    expect(rejected.body).toBe(
      'Tradewind decided your case about order TW8: the refund is rejected and the order is back where it was.',
    );
    expect(notificationText(note('dispute_deadline_passed', { order_id: 8, sn: 'TW8' }), t).title).toBe(
      'The shop did not answer',
    );
  });
});
