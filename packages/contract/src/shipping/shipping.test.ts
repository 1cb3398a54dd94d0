import { describe, expect, it } from 'vitest';
import { deliveryWindow, orderDeliveryWindow } from './delivery-window.js';
import { freeShippingGap, freightCents } from './freight.js';
import { trackingUrl } from './carriers.js';
import { LogisticsBody } from './tracking.js';

const rule = { base_cents: 599, free_over_cents: 5_900 };

describe('freight', () => {
  it('charges the base below the free-over amount, nothing from it, nothing without a rule', () => {
    expect(freightCents(rule, 5_899)).toBe(599);
    expect(freightCents(rule, 5_900)).toBe(0);
    expect(freightCents(null, 100)).toBe(0);
    expect(freightCents({ base_cents: 599, free_over_cents: null }, 1_000_000)).toBe(599);
  });

  it('tells how much more ships the order free, and nothing when it cannot or already does', () => {
    expect(freeShippingGap(rule, 4_500)).toBe(1_400);
    expect(freeShippingGap(rule, 5_900)).toBeNull();
    expect(freeShippingGap({ base_cents: 599, free_over_cents: null }, 100)).toBeNull();
    expect(freeShippingGap(null, 100)).toBeNull();
  });
});

describe('delivery window', () => {
  const days = { handling_days: 2, transit_min_days: 5, transit_max_days: 9 };

  it('counts calendar days of UTC from the start, across a month end', () => {
    expect(deliveryWindow(new Date('2026-11-28T23:30:00Z'), { min: 4, max: 11 })).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-09',
    });
  });

  it('runs from payment with the handling days, from shipping without them, and not before payment', () => {
    const paidAt = new Date('2026-03-01T10:00:00Z');
    expect(orderDeliveryWindow(days, { paidAt, shippedAt: null })).toEqual({
      earliest: '2026-03-08',
      latest: '2026-03-12',
    });
    const shippedAt = new Date('2026-03-04T10:00:00Z');
    expect(orderDeliveryWindow(days, { paidAt, shippedAt })).toEqual({ earliest: '2026-03-09', latest: '2026-03-13' });
    expect(orderDeliveryWindow(days, { paidAt: null, shippedAt: null })).toBeNull();
  });
});

describe('tracking', () => {
  it('links a known carrier’s page with the number, whatever the case of its name; not an unknown one', () => {
    expect(trackingUrl('dhl express', 'JD 0146')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD%200146',
    );
    expect(trackingUrl('Pigeon Post', '123')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });

  it('takes a stage alone or a note alone, but not neither, nor a time ahead of now', () => {
    expect(LogisticsBody.safeParse({ id: 1, stage: 'customs' }).success).toBe(true);
    expect(LogisticsBody.safeParse({ id: 1, text: 'Arrived in Paris' }).success).toBe(true);
    const neither = LogisticsBody.safeParse({ id: 1, location: 'Paris' });
    expect(neither.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['text', 'validation.stageOrText'],
    ]);
    const ahead = LogisticsBody.safeParse({
      id: 1,
      stage: 'delivered',
      at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(ahead.error?.issues[0]?.message).toBe('validation.eventInFuture');
  });
});
