import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';

/**
 * The console's clock is UTC, said as such ("Nov 27, 2026, 11:45 PM UTC"), whatever the operator's own zone: the
 * day an order number carries and the day the sales chart counts are UTC days too (docs/glossary.md, "UTC").
 */
export function formatConsoleTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(toLocaleTag(currentLanguage()), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** The UTC day of a moment, in the operator's language ("Nov 27, 2026"). */
export function formatConsoleDay(value: string | Date): string {
  return new Intl.DateTimeFormat(toLocaleTag(currentLanguage()), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(value),
  );
}

/** A moment as a `datetime-local` field holds it in the console: UTC, to the minute ("2026-03-01T14:05"). */
export const utcMinute = (date: Date): string => date.toISOString().slice(0, 16);

/** What such a field holds, back to a moment: its text is a UTC time. */
export const fromUtcMinute = (value: string): Date => new Date(`${value}:00Z`);
