import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';

/** Up to 999.99 %: a duty may exceed 100 %; each form says its own maximum. */
const PERCENT = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;

/** "1.5" (per cent) → 150 basis points, without a float; anything else → null. */
export function percentToBps(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 150 basis points → "1.50", the form's text. */
export const bpsToPercentText = (bps: number): string =>
  `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/** 150 basis points → "1.5%" in the operator's language. */
export const formatRate = (bps: number): string =>
  new Intl.NumberFormat(toLocaleTag(currentLanguage()), { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
