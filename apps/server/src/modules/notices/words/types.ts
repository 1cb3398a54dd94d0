import type { NotificationKind, SecurityEvent } from '@tradewind/contract';

/**
 * A language's words for notices that leave the app (push and mail). Placeholders: {sn} an order's number,
 * {amount} {arrival} {old} {new} amounts, {title} a product, {stage} a parcel's stage, {event} a security event.
 */
export interface NoticeWords {
  kinds: Record<NotificationKind, { title: string; body: string }>;
  stages: { customs: string; out_for_delivery: string; delivered: string };
  events: Record<SecurityEvent, string>;
  other: { title: string; body: string };
  /** The mail's last line: why it came, and where to choose. */
  footer: string;
  /** The mail's button. */
}
