import type { ReactNode } from 'react';
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { isLanguageCode, languageOf, ORDER_FILTERS, type AdminBuyerDetail } from '@tradewind/contract';
import { formatConsoleTime } from '../../components/console-time';
import { BuyerStateTag } from './buyer-state-tag';

/** The buyer's own name for an order state (`orders.order.filter.*`). */
const orderStateKey = (status: number) => {
  const label = ORDER_FILTERS.find((filter) => filter.value === status)?.label;
  return label ? `orders.${label}` : 'orders.state.unknown';
};

/**
 * Who the buyer is, how they reach us, whether they can sign in (and why not), and their orders; `action` (disable
 * or enable the account) sits in the card's header.
 */
export function BuyerProfile({ buyer, action }: { buyer: AdminBuyerDetail; action: ReactNode }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t('admin.buyers.profile.none')}</Typography.Text>;
  const items = [
    { key: 'id', label: t('admin.buyers.column.id'), children: buyer.id },
    { key: 'account', label: t('admin.buyers.column.account'), children: buyer.account },
    { key: 'name', label: t('admin.buyers.profile.name'), children: buyer.nickname || none },
    { key: 'email', label: t('admin.buyers.profile.email'), children: buyer.email || none },
    { key: 'mobile', label: t('admin.buyers.profile.mobile'), children: buyer.mobile || none },
    {
      key: 'lang',
      label: t('admin.buyers.profile.language'),
      children: isLanguageCode(buyer.lang) ? languageOf(buyer.lang).language_name : buyer.lang,
    },
    {
      key: 'payCode',
      label: t('admin.buyers.profile.payCode'),
      children: t(buyer.has_pay_password ? 'admin.buyers.profile.payCodeSet' : 'admin.buyers.profile.payCodeUnset'),
    },
    { key: 'created', label: t('admin.buyers.column.created'), children: formatConsoleTime(buyer.created_at) },
    {
      key: 'login',
      label: t('admin.buyers.profile.lastLogin'),
      children: buyer.last_login_at ? formatConsoleTime(buyer.last_login_at) : none,
    },
    {
      key: 'state',
      label: t('admin.buyers.column.state'),
      children: (
        <Space orientation="vertical" size={2}>
          <BuyerStateTag disabled={buyer.disabled} />
          {buyer.disabled && buyer.disabled_at && (
            <Typography.Text type="secondary">
              {t('admin.buyers.profile.disabledSince', { time: formatConsoleTime(buyer.disabled_at) })}
            </Typography.Text>
          )}
          {buyer.disabled_reason && (
            <Typography.Text>{t('admin.buyers.profile.reason', { reason: buyer.disabled_reason })}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'orders',
      label: t('admin.buyers.profile.orders', { count: buyer.orders.total }),
      span: 2,
      children:
        buyer.orders.total === 0
          ? none
          : buyer.orders.by_status
              .filter((state) => state.count > 0)
              .map((state) => (
                <Tag key={state.status}>
                  {t(orderStateKey(state.status))}: {state.count}
                </Tag>
              )),
    },
  ];
  return (
    <Card title={t('admin.buyers.profile.title')} extra={action}>
      <Descriptions column={2} size="small" items={items} />
    </Card>
  );
}
