import type { OrderDetail } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { Money } from '@/components/money/money';
import { customsNote, importTaxLabel } from '@/components/customs/customs-texts';
import './customs-pairs.css';

/** The import duty and VAT/GST paid with the order, as it kept them (decision 040); nothing on older orders. */
export function CustomsPairs({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (order.customs?.status !== 'estimated') return null;
  return (
    <>
      <div>
        <dt>{t('customs.duty')}</dt>
        <dd>
          <Money cents={order.import_duty_cents} />
        </dd>
      </div>
      <div>
        <dt>{importTaxLabel(t, order.customs.tax_kind)}</dt>
        <dd>
          <Money cents={order.import_tax_cents} />
        </dd>
      </div>
    </>
  );
}

/** "Duties and taxes paid: nothing to pay on delivery" (or "included" before paying), or why there are none. */
export function CustomsNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.customs) return null;
  return <p className="ord-customs-note">{customsNote(t, order.customs, order.paid_at ? 'paid' : 'included')}</p>;
}
