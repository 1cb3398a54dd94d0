import type { OrderProtection } from '@tradewind/contract';

const DAY = 24 * 3600 * 1000;

/**
 * Whole days of buyer protection left, rounded up (its last hours still read "1 day left"): from now while it runs,
 * from the moment a refund request stopped it while it stands still; null when there is none to show.
 */
export function protectionDaysLeft(protection: OrderProtection, now = Date.now()): number | null {
  if (!protection.ends_at) return null;
  const from = protection.paused_at ? new Date(protection.paused_at).getTime() : now;
  const left = new Date(protection.ends_at).getTime() - from;
  return left > 0 ? Math.ceil(left / DAY) : null;
}

/** Whether a moment (the end of the return window) is still ahead. */
export const stillAhead = (moment: string | null, now = Date.now()) =>
  moment !== null && new Date(moment).getTime() > now;
