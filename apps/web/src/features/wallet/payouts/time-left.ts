import type { TFunction } from '@/i18n/use-translation';

/** What is left until `until`, in hours and minutes ("23 h 59 min"), at least a minute. */
export function timeLeft(t: TFunction, until: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((new Date(until).getTime() - now) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('payouts.time.hm', { hours, minutes: minutes % 60 }) : t('payouts.time.m', { minutes });
}
