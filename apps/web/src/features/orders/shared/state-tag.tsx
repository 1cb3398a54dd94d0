import { useTranslation } from '@/i18n/use-translation';
import { orderLabel } from './status-label';

/** The order's state as a coloured pill; in after-sale, its refund's state ("Refunded"). */
export function StateTag({ status, refundStatus }: { status: number; refundStatus?: number | null }) {
  const { t } = useTranslation();
  const { text, tone } = orderLabel(status, refundStatus);
  return <span className={`ord-tag ord-tag--${tone}`}>{t(text)}</span>;
}
