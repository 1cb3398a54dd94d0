import { Link } from '@/lib/router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminBuyerRow } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { BuyerStateTag } from './buyer-state-tag';

export const buyerPath = (id: number) => `/admin/buyers/${id}`;

/** Id, account (the link to the buyer), name, balance, when they joined and whether they can sign in. */
export function useBuyerColumns(): TableColumnsType<AdminBuyerRow> {
  const { t } = useTranslation();
  return [
    { key: 'id', title: t('admin.buyers.column.id'), dataIndex: 'id', width: 80 },
    {
      key: 'account',
      title: t('admin.buyers.column.account'),
      render: (_, buyer) => <Link to={buyerPath(buyer.id)}>{buyer.account}</Link>,
    },
    { key: 'nickname', title: t('admin.buyers.column.nickname'), dataIndex: 'nickname' },
    {
      key: 'balance',
      title: t('admin.buyers.column.balance'),
      align: 'right',
      render: (_, buyer) => formatMoney(buyer.balance_cents),
    },
    {
      key: 'created',
      title: t('admin.buyers.column.created'),
      render: (_, buyer) => formatConsoleTime(buyer.created_at),
    },
    {
      key: 'state',
      title: t('admin.buyers.column.state'),
      render: (_, buyer) => <BuyerStateTag disabled={buyer.disabled} />,
    },
  ];
}
