import { currentLanguage } from '@/i18n';
import { toLocaleTag } from '@/i18n/locale-tag';

/** A rate in basis points as a percentage in the user's language: 150 → "1.5%". */
export const formatRate = (bps: number) =>
  new Intl.NumberFormat(toLocaleTag(currentLanguage()), { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
