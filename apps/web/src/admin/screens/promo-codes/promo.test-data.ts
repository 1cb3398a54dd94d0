import type { PromoCode } from '@tradewind/contract';

export const WELCOME: PromoCode = {
  id: 1,
  code: 'WELCOME10',
  kind: 'percent',
  value: 1_000,
  min_order_cents: 2_000,
  uses_left: 100,
  expires_at: null,
  enabled: true,
  shop: null,
};
export const ONCE: PromoCode = {
  id: 2,
  code: 'ONCE',
  kind: 'amount',
  value: 1_001,
  min_order_cents: 0,
  uses_left: 0,
  expires_at: '2024-12-31T23:00:00.000Z',
  enabled: false,
  shop: null,
};
