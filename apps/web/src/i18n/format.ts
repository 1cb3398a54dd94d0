import { minorToAmount, minorUnitsOf, type CurrencyCode } from '@tradewind/contract';
import { currentLanguage } from './language';
import { toLocaleTag } from './locale-tag';

const locale = (): string => toLocaleTag(currentLanguage());

/** docs/architecture.md §4: integer cents, shown as US dollars in the user's language. */
export function formatMoney(cents: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'USD' }).format(cents / 100);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The one minus sign of every negative amount on screen (U+2212), whatever the locale's own. */
export const MINUS_SIGN = '\u2212';

/**
 * An amount with its sign, where the language puts it: "+$12.50" for money in, "−$12.50" for money out or a
 * discount, always the true minus sign "−" (never the hyphen "-" most locales write); zero has no sign.
 */
export function formatSignedMoney(cents: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' })
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('');
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of a display currency, in its minor units (won, euro cents), as the user's language writes it:
 * "₩72,241", "37,17 €", always with the currency's ISO 4217 digits and the true minus sign "−". With `signed`, a
 * plus too, as formatSignedMoney. Only ever an estimate beside dollars (components/money/money.tsx).
 */
export function formatCurrency(minor: number, currency: CurrencyCode, signed = false): string {
  const key = `${locale()} ${currency} ${signed}`;
  let format = currencyFormats.get(key);
  if (!format) {
    const digits = minorUnitsOf(currency);
    format = new Intl.NumberFormat(locale(), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    currencyFormats.set(key, format);
  }
  return format
    .formatToParts(minorToAmount(minor, currency))
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('');
}

/** A currency's name in the user's language, from its code ("KRW" → "South Korean won", "won sud-coréen"…). */
export function formatCurrencyName(code: CurrencyCode): string {
  return new Intl.DisplayNames([locale()], { type: 'currency', fallback: 'code' }).of(code) ?? code;
}

/** The day a rate was set, short, in the user's language: "Nov 27", "27 nov.", "11月27日". */
export function formatShortDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(), { month: 'short', day: 'numeric' }).format(date);
}

/** A date-only string (`2025-03-01`) is a calendar day and shows without a time or a time-zone shift. */
export function formatDate(value: string | Date): string {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number);
    return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(year, month - 1, day));
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A count in short form in the user's language, e.g. 1234 → "1.2K" in English. */
export function formatCompact(count: number): string {
  return new Intl.NumberFormat(locale(), { notation: 'compact', maximumFractionDigits: 1 }).format(count);
}

/** A delivery window (two `YYYY-MM-DD` days) as the user's language writes a range: "Dec 2 – 9" in English. */
export function formatDayRange(window: { earliest: string; latest: string }): string {
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
    day(window.earliest),
    day(window.latest),
  );
}

/** A country's name in the user's language, from its ISO 3166 code ("CN" → "China", "Chine", "中国"…). */
export function formatCountry(code: string): string {
  return new Intl.DisplayNames([locale()], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** A rating out of 5 with one decimal in the user's language: 4.8, or 4,8 in French. */
export function formatRating(value: number): string {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A whole count in the user's language: 1,234, or 1 234 in French. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(locale()).format(count);
}

/**
 * A share given in percent (a shop's favourable rate), always with one decimal, in the user's language: 98.6%,
 * 98,0 % or %98,6. The one formatter of a rate: the buyer's app and the console alike.
 */
export function formatPercent(percent: number): string {
  return new Intl.NumberFormat(locale(), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);
}
