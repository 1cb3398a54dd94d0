import { Card, Descriptions, Typography } from 'antd';
import type { OrderDetail } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { SectionTitle } from './section-title';

/**
 * Buyer protection as the shop reads it (decision 045): when the order is received automatically (or since when a
 * refund request stopped the clock), the buyer's one extension with their reason, the return window, a late credit.
 */
export function OrderProtection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const p = order.protection;
  const items = [
    p.ends_at &&
      !p.paused_at && {
        key: 'ends',
        label: t('admin.protection.order.endsAt'),
        children: formatConsoleTime(p.ends_at),
      },
    p.paused_at && {
      key: 'paused',
      label: t('admin.protection.order.pausedAt'),
      children: formatConsoleTime(p.paused_at),
    },
    p.extension && {
      key: 'extension',
      label: t('admin.protection.order.extended', { count: p.extension.days }),
      children: (
        <span>
          {formatConsoleTime(p.extension.created_at)}
          <br />
          <Typography.Text>{t('admin.protection.order.reason', { reason: p.extension.reason })}</Typography.Text>
        </span>
      ),
    },
    p.returns_until && {
      key: 'returns',
      label: t('admin.protection.order.returnsUntil'),
      children: formatConsoleTime(p.returns_until),
    },
    p.late && {
      key: 'late',
      label: t('admin.protection.order.late', { count: p.late.days }),
      children: t('admin.protection.order.credited', { amount: formatMoney(p.late.credited_cents) }),
    },
  ].filter((item) => !!item);
  if (items.length === 0) return null;
  return (
    <Card title={<SectionTitle>{t('admin.protection.order.title')}</SectionTitle>}>
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
