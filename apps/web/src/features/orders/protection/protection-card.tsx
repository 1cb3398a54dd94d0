import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { OrderDetail } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatDate, formatShortDay } from '@/i18n/format';
import { MoneyPhrase } from '@/components/money/money';
import { protectionDaysLeft, stillAhead } from './days-left';
import { ExtendSheet } from './extend-sheet';
import '@/components/surface.css';
import '../orders.css';
import './protection.css';

/**
 * The buyer's recourse on the order screen (decision 045): buyer protection's days left and its end, its one
 * extension, until when returns are taken, and a late parcel's credit. Nothing when there is none of it.
 */
export function ProtectionCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [extending, setExtending] = useState(false);
  const { protection } = order;
  const days = protectionDaysLeft(protection);
  const { extension, late, returns_until: returnsUntil, extend_days: extendDays } = protection;
  if (days === null && !extension && !late && !returnsUntil) return null;
  const returnsOpen = stillAhead(returnsUntil);
  return (
    <section className="surface-card ord-section ord-protect" aria-labelledby="ord-protect-title">
      <h2 id="ord-protect-title" className="ord-section__title">
        {t('protection.title')}
      </h2>
      {days !== null && (
        <p className="ord-protect__left">
          <strong>
            {protection.paused_at ? t('protection.paused', { count: days }) : t('protection.left', { count: days })}
          </strong>
          {!protection.paused_at && (
            <>
              {' '}
              <time dateTime={protection.ends_at!}>
                {t('protection.until', { date: formatShortDay(protection.ends_at!) })}
              </time>
            </>
          )}
        </p>
      )}
      {days !== null && !protection.paused_at && <p className="ord-protect__hint">{t('protection.hint')}</p>}
      {extension && (
        <p className="ord-protect__note">
          {t('protection.extended', { count: extension.days, date: formatDate(extension.created_at) })}
          <br />
          <span className="ord-protect__reason">{t('protection.reason', { reason: extension.reason })}</span>
        </p>
      )}
      {returnsUntil && (
        <p className="ord-protect__returns">
          <time dateTime={returnsUntil}>
            {t(returnsOpen ? 'protection.returnsUntil' : 'protection.returnsEnded', {
              date: formatShortDay(returnsUntil),
            })}
          </time>
        </p>
      )}
      {late && (
        <p className="ord-protect__late">
          <MoneyPhrase text={t('protection.late', { count: late.days })} amounts={{ amount: late.credited_cents }} />
        </p>
      )}
      {extendDays !== null && (
        <>
          <Button size="middle" shape="rounded" fill="outline" color="primary" onClick={() => setExtending(true)}>
            {t('protection.extend', { count: extendDays })}
          </Button>
          <ExtendSheet orderId={order.id} days={extendDays} open={extending} onClose={() => setExtending(false)} />
        </>
      )}
    </section>
  );
}
