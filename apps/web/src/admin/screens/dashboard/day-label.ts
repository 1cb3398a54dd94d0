import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';

/** "2025-03-07" (a UTC calendar day) → "Mar 7" in the operator's language, without a time-zone shift. */
export function shortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(toLocaleTag(currentLanguage()), { month: 'short', day: 'numeric' }).format(
    new Date(year!, month! - 1, day),
  );
}
