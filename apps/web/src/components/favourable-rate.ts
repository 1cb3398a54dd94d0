import type { TFunction } from '@/i18n/use-translation';
import { formatPercent } from '@/i18n/format';

/** A shop's share of good reviews as a short text ("98.6% positive"), or the neutral text while it has none. */
export const favourableText = (t: TFunction, rate: number | null) =>
  rate === null ? t('catalogue.shop.noRatings') : t('catalogue.shop.favourable', { rate: formatPercent(rate) });
