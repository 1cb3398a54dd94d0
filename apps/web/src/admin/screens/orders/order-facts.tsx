import { Card, Descriptions, Typography } from 'antd';
import { useTranslation, type TFunction } from '@/i18n/use-translation';
import type { AdminOrderDetail, OrderDetail } from '@tradewind/contract';
import { formatCountry, formatMoney, formatSignedMoney } from '@/i18n/format';
import { formatConsoleTime } from '../../components/console-time';
import { CustomsIdLooks, CustomsIdValue } from './customs-id-reveal';
import { SectionTitle } from './section-title';

/**
 * Where the parcel goes, as the buyer gave it at checkout: with its country, postal code and, where the country's
 * customs ask for one, the recipient's customs ID masked, shown in full on a recorded "Show" for the declaration,
 * and who has seen it in full and when (decision 041).
 */
export function OrderAddress({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { address } = order;
  const optional = [
    address.country && {
      key: 'country',
      label: t('admin.orders.address.country'),
      children: formatCountry(address.country),
    },
    address.postal_code && {
      key: 'postal',
      label: t('admin.orders.address.postalCode'),
      children: address.postal_code,
    },
    address.customs_id_masked && {
      key: 'customs',
      label: t('admin.orders.address.customsId'),
      children: <CustomsIdValue order={order} />,
    },
    address.customs_id_masked && {
      key: 'customsLooks',
      label: t('admin.customsId.looks'),
      children: <CustomsIdLooks order={order} />,
    },
  ].filter((item) => !!item);
  return (
    <Card title={<SectionTitle>{t('admin.orders.address.title')}</SectionTitle>}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'addressee', label: t('admin.orders.address.addressee'), children: address.addressee },
          { key: 'mobile', label: t('admin.orders.address.mobile'), children: address.mobile },
          { key: 'area', label: t('admin.orders.address.area'), children: address.area },
          { key: 'detail', label: t('admin.orders.address.detail'), children: address.detailed_address },
          { key: 'tag', label: t('admin.orders.address.tag'), children: address.tag },
          ...optional,
        ]}
      />
    </Card>
  );
}

/** Import duty and VAT/GST as the order kept them (decision 040), or why none were estimated; none on older orders. */
function customsItems(t: TFunction, order: OrderDetail) {
  const { customs } = order;
  if (!customs) return [];
  if (customs.status !== 'estimated') {
    const reason = t(`admin.orders.amounts.notEstimated.${customs.status}`, {
      country: customs.country ? formatCountry(customs.country) : '',
    });
    return [{ key: 'customs', label: t('admin.orders.amounts.customs'), children: reason }];
  }
  const kind = t(`admin.customs.taxKind.${customs.tax_kind ?? 'vat'}`);
  return [
    { key: 'duty', label: t('admin.orders.amounts.importDuty'), children: formatMoney(order.import_duty_cents) },
    { key: 'tax', label: t('admin.orders.amounts.importTax', { kind }), children: formatMoney(order.import_tax_cents) },
  ];
}

/** Goods, freight, the promo discount, duties and taxes, and what the buyer pays. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={<SectionTitle>{t('admin.orders.amounts.title')}</SectionTitle>}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'goods', label: t('admin.orders.amounts.goods'), children: formatMoney(order.goods_cents) },
          { key: 'freight', label: t('admin.orders.amounts.freight'), children: formatMoney(order.freight_cents) },
          {
            key: 'discount',
            label: order.promo_code
              ? t('admin.orders.amounts.discountCode', { code: order.promo_code })
              : t('admin.orders.amounts.discount'),
            children: order.discount_cents > 0 ? formatSignedMoney(-order.discount_cents) : formatMoney(0),
          },
          ...customsItems(t, order),
          {
            key: 'total',
            label: t('admin.orders.amounts.total'),
            children: <Typography.Text strong>{formatMoney(order.total_cents)}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}

/** When each step happened; an unpaid order also says when it is cancelled if still unpaid. */
export function OrderTimes({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const steps = [
    ['created', order.created_at],
    ['paid', order.paid_at],
    ['shipped', order.shipped_at],
    ['received', order.received_at],
    ['payDeadline', order.pay_deadline],
  ] as const;
  return (
    <Card title={<SectionTitle>{t('admin.orders.times.title')}</SectionTitle>}>
      <Descriptions
        size="small"
        column={1}
        items={steps
          .filter(([, at]) => at)
          .map(([name, at]) => ({
            key: name,
            label: t(`admin.orders.times.${name}`),
            children: formatConsoleTime(at!),
          }))}
      />
    </Card>
  );
}
