import { z } from 'zod';
import { textInput, V } from '../validation.js';
import type { NotificationKind } from './schemas.js';

/** What a buyer chooses notices by: a group of kinds, and where each group reaches them. */
export const NOTICE_GROUPS = ['orders', 'wallet', 'messages', 'price_stock', 'security'] as const;
export type NoticeGroup = (typeof NOTICE_GROUPS)[number];
export const NOTICE_CHANNELS = ['app', 'push', 'mail'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Security notices cannot be turned off on any channel: a buyer must hear of a new payout destination. */
export const ALWAYS_ON_GROUP: NoticeGroup = 'security';

/** Which group each kind belongs to: the settings screen turns a group on or off, never a single kind. */
export const NOTICE_GROUP_OF: Record<NotificationKind, NoticeGroup> = {
  recharge_passed: 'wallet',
  recharge_refused: 'wallet',
  withdraw_passed: 'wallet',
  withdraw_refused: 'wallet',
  balance_adjusted: 'wallet',
  deposit_reorged: 'wallet',
  order_shipped: 'orders',
  order_tracking: 'orders',
  order_auto_cancelled: 'orders',
  order_closed: 'orders',
  order_cancelled: 'orders',
  refund_approved: 'orders',
  refund_refunded: 'orders',
  refund_refused: 'orders',
  dispute_opened: 'orders',
  dispute_answered: 'orders',
  dispute_deadline_passed: 'orders',
  dispute_decided: 'orders',
  late_credit: 'orders',
  order_message: 'messages',
  question_answered: 'messages',
  price_dropped: 'price_stock',
  back_in_stock: 'price_stock',
  security_event: 'security',
  destination_added: 'security',
};

export type NoticePreferences = Record<NoticeGroup, Record<NoticeChannel, boolean>>;

/** Before a buyer chooses: everything in the app and by push (push still needs a device turned on), mail for security only. */
export const DEFAULT_NOTICE_PREFERENCES: NoticePreferences = {
  orders: { app: true, push: true, mail: false },
  wallet: { app: true, push: true, mail: false },
  messages: { app: true, push: true, mail: false },
  price_stock: { app: true, push: true, mail: false },
  security: { app: true, push: true, mail: true },
};

/** The stored choices over the defaults; security stays on whatever was stored. */
export function noticePreferences(
  stored: Partial<Record<string, Partial<Record<string, boolean>>>> | null | undefined,
) {
  const out = {} as NoticePreferences;
  for (const group of NOTICE_GROUPS) {
    out[group] = { ...DEFAULT_NOTICE_PREFERENCES[group] };
    if (group === ALWAYS_ON_GROUP) continue;
    for (const channel of NOTICE_CHANNELS) {
      const value = stored?.[group]?.[channel];
      if (typeof value === 'boolean') out[group][channel] = value;
    }
  }
  return out;
}

const channelSwitches = z.object({ app: z.boolean(), push: z.boolean(), mail: z.boolean() });
export const NoticePreferencesData = z.object({
  orders: channelSwitches,
  wallet: channelSwitches,
  messages: channelSwitches,
  price_stock: channelSwitches,
  security: channelSwitches,
});
/** A change: one group's one channel turned on or off. */
export const NoticePreferenceBody = z.object({
  group: z.enum(NOTICE_GROUPS),
  channel: z.enum(NOTICE_CHANNELS),
  on: z.boolean(),
});

/** A browser's push subscription (PushSubscription.toJSON()), and which language its notices are worded in. */
export const PushSubscribeBody = z.object({
  endpoint: textInput().url().max(2048, { error: V.tooLong }),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
  }),
});
export const PushUnsubscribeBody = z.object({ endpoint: textInput().max(2048, { error: V.tooLong }) });
export const PushKeyData = z.object({ public_key: z.string() });

/**
 * The push services browsers use (Chrome, Firefox, Edge, Safari): a subscription naming any other host is refused,
 * so a buyer cannot make the server call an address of their choosing. PUSH_HOSTS adds or replaces hosts.
 */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
] as const;

/** The product page's line: the price when the buyer saved it, when it is lower now. */
export const PriceSinceSaved = z.object({ saved_cents: z.number().int(), percent: z.number().int() }).nullable();
export const PriceSinceSavedQuery = z.object({ product_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The price-drop share an operator may set, in whole percent. */
export const PRICE_DROP_PERCENT = { min: 1, max: 90 } as const;
export const NoticeSettings = z.object({ price_drop_percent: z.number().int() });
export type NoticeSettings = z.infer<typeof NoticeSettings>;
export const NoticeSettingsBody = z.object({
  price_drop_percent: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(PRICE_DROP_PERCENT.min, { error: V.invalid })
    .max(PRICE_DROP_PERCENT.max, { error: V.invalid }),
});
export type NoticeSettingsBody = z.input<typeof NoticeSettingsBody>;
