import { Link } from '@/lib/router';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { RefundStatus } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import type { RefundRequest } from './api/get-refunds';
import { RefundProofs } from './refund-proofs';
import { RefundRequestText, RefundReturn } from './refund-request';
import { awaitsGoods, RefundState } from './refund-state';

type Actions = {
  onApprove: (refund: RefundRequest) => void;
  onRefuse: (refund: RefundRequest) => void;
  onReceive: (refund: RefundRequest) => void;
};

/** One request per row: the order and buyer, what is asked and why, the proof, and what can be decided now. */
export function useRefundColumns({ onApprove, onRefuse, onReceive }: Actions): TableColumnsType<RefundRequest> {
  const { t } = useTranslation();
  return [
    {
      key: 'order',
      title: t('admin.refunds.column.order'),
      width: 170,
      render: (_, refund) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/admin/orders/${refund.order_id}`}>{refund.order_sn}</Link>
          <span>{refund.user.account}</span>
          <Typography.Text type="secondary">{formatConsoleTime(refund.created_at)}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'type',
      title: t('admin.refunds.column.type'),
      width: 180,
      render: (_, refund) => (
        <Space orientation="vertical" size={0}>
          <span>{t(`refund.type.${refund.type}`)}</span>
          <Typography.Text type="secondary">{t(`admin.refunds.goods.${refund.goods_status}`)}</Typography.Text>
          <RefundReturn refund={refund} />
        </Space>
      ),
    },
    {
      key: 'amount',
      title: t('admin.refunds.column.amount'),
      align: 'right',
      width: 120,
      render: (_, refund) => (
        <Space orientation="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{formatMoney(refund.amount_cents)}</Typography.Text>
          <Typography.Text type="secondary">
            {t('admin.refunds.ofPaid', { amount: formatMoney(refund.max_cents) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'request',
      title: t('admin.refunds.column.request'),
      render: (_, refund) => <RefundRequestText refund={refund} />,
    },
    {
      key: 'proofs',
      title: t('admin.refunds.column.proofs'),
      width: 140,
      render: (_, refund) => <RefundProofs refund={refund} />,
    },
    {
      key: 'state',
      title: t('admin.refunds.column.state'),
      width: 170,
      render: (_, refund) => (
        <Space orientation="vertical" size={8}>
          <RefundState refund={refund} />
          {refund.status === RefundStatus.Applying && (
            <Space size={6}>
              <Button type="primary" size="small" onClick={() => onApprove(refund)}>
                {t('admin.refunds.approve.button')}
              </Button>
              <Button danger size="small" onClick={() => onRefuse(refund)}>
                {t('admin.refunds.refuse.button')}
              </Button>
            </Space>
          )}
          {awaitsGoods(refund) && (
            <Button type="primary" size="small" onClick={() => onReceive(refund)}>
              {t('admin.refunds.receive.button')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
