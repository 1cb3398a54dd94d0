import type { OrderProtection } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatShortDay } from '@/i18n/format';
import { protectionDaysLeft } from './days-left';
import './protection.css';

/** On an order card: "Buyer protection: 9 days left · until Dec 12" while it runs, or that a refund stopped it. */
export function ProtectionLine({ protection }: { protection: OrderProtection }) {
  const { t } = useTranslation();
  const days = protectionDaysLeft(protection);
  if (days === null) return null;
  return (
    <p className="ord-protect-line">
      <span className="ord-protect-line__shield" aria-hidden>
        ✓
      </span>
      {protection.paused_at
        ? t('protection.paused', { count: days })
        : `${t('protection.left', { count: days })} · ${t('protection.until', { date: formatShortDay(protection.ends_at!) })}`}
    </p>
  );
}
