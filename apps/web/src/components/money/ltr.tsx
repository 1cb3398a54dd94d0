import type { ReactNode } from 'react';
import { isRtl } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';

/**
 * An amount, a number or a code kept left to right inside right-to-left text (decision 050):
 * "US$ 12.50" in an Arabic sentence stays one unit, its digits and sign in their order. Left-to-right pages need no
 * isolation, and get none.
 */
export function Ltr({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return isRtl(i18n.language) ? <bdi dir="ltr">{children}</bdi> : <>{children}</>;
}
