import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { DashboardData } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';

type Stat = { key: string; title: string; value: string | number; note?: ReactNode; link?: ReactNode };

/** The queues open on their waiting requests (their `status` filter, '0' for waiting). */
const QUEUES = {
  recharges: '/admin/recharges?status=0',
  withdrawals: '/admin/withdrawals?status=0',
  refunds: '/admin/refunds?status=0',
  refundsAwaitingReturn: '/admin/refunds?status=1',
  cancelled: '/admin/orders?status=-1',
  depositsReorged: '/admin/recharges?status=all&reorged=1',
};

/**
 * Today's and the month's sales, the work waiting for a decision, each card opening its queue, and the paid orders
 * buyers cancelled before shipping (refunded at once: nothing to ship).
 */
export function StatCards({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  const { sales, pending } = data;
  const stats: Stat[] = [
    {
      key: 'today',
      title: t('admin.dashboard.stat.today'),
      value: formatMoney(sales.today.amount_cents),
      note: t('admin.dashboard.stat.orders', { count: sales.today.orders }),
    },
    {
      key: 'month',
      title: t('admin.dashboard.stat.month'),
      value: formatMoney(sales.total_cents),
      note: t('admin.dashboard.stat.orders', { count: sales.total_orders }),
    },
    {
      key: 'recharges',
      title: t('admin.dashboard.stat.recharges'),
      value: pending.recharges,
      link: <Link to={QUEUES.recharges}>{t('admin.dashboard.stat.reviewRecharges')}</Link>,
    },
    {
      key: 'withdrawals',
      title: t('admin.dashboard.stat.withdrawals'),
      value: pending.withdrawals,
      link: <Link to={QUEUES.withdrawals}>{t('admin.dashboard.stat.reviewWithdrawals')}</Link>,
    },
    {
      key: 'refunds',
      title: t('admin.dashboard.stat.refunds'),
      value: pending.refunds_applying,
      note: pending.refunds_awaiting_return > 0 && (
        <Link to={QUEUES.refundsAwaitingReturn}>
          {t('admin.dashboard.stat.awaitingReturn', { count: pending.refunds_awaiting_return })}
        </Link>
      ),
      link: <Link to={QUEUES.refunds}>{t('admin.dashboard.stat.reviewRefunds')}</Link>,
    },
    {
      key: 'cancelled',
      title: t('admin.dashboard.stat.cancelledAfterPayment'),
      value: data.cancelled_after_payment,
      note: t('admin.dashboard.stat.cancelledNote'),
      link: <Link to={QUEUES.cancelled}>{t('admin.dashboard.stat.reviewCancelled')}</Link>,
    },
  ];
  stats.push({
    key: 'late',
    title: t('admin.protection.dashboard.late'),
    value: data.late.orders_late,
    note: t('admin.protection.dashboard.credited', {
      count: data.late.credited_month_orders,
      amount: formatMoney(data.late.credited_month_cents),
    }),
  });
  // Deposits the chain took back after crediting (decision 028): shown only while some wait for the operator.
  if (pending.deposits_reorged > 0) {
    stats.push({
      key: 'reorged',
      title: t('admin.dashboard.stat.reorged'),
      value: pending.deposits_reorged,
      link: <Link to={QUEUES.depositsReorged}>{t('admin.dashboard.stat.reviewReorged')}</Link>,
    });
  }

  return (
    <div className="tw-dash-stats">
      {stats.map((stat) => (
        <Card key={stat.key} size="small" className="tw-dash-stat">
          <section aria-label={stat.title}>
            <Statistic title={stat.title} value={stat.value} />
            {stat.note && <Typography.Text type="secondary">{stat.note}</Typography.Text>}
            {stat.link && <div className="tw-dash-stat-link">{stat.link}</div>}
          </section>
        </Card>
      ))}
    </div>
  );
}
