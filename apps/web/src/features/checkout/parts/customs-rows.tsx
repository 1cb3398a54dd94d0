import type { CheckoutCustoms } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { Money } from '@/components/money/money';
import { customsNote, importTaxLabel } from '@/components/customs/customs-texts';
import './customs-rows.css';

type Amounts = { import_duty_cents: number; import_tax_cents: number };

/** Import duty and VAT/GST, as rows of a checkout card's figures, once they were estimated (decision 040). */
export function CustomsRows({ amounts, customs }: { amounts: Amounts; customs: CheckoutCustoms }) {
  const { t } = useTranslation();
  if (customs.status !== 'estimated') return null;
  return (
    <>
      <div className="co-row">
        <dt>{t('customs.duty')}</dt>
        <dd>
          <Money cents={amounts.import_duty_cents} />
        </dd>
      </div>
      <div className="co-row">
        <dt>{importTaxLabel(t, customs.tax_kind)}</dt>
        <dd>
          <Money cents={amounts.import_tax_cents} />
        </dd>
      </div>
    </>
  );
}

/** "Duties and taxes included: nothing to pay on delivery", or why they were not estimated. */
export function CustomsNote({ customs }: { customs: CheckoutCustoms }) {
  const { t } = useTranslation();
  const estimated = customs.status === 'estimated';
  return (
    <p className={estimated ? 'co-customs-note co-customs-note--included' : 'co-customs-note'}>
      {customsNote(t, customs, 'included')}
    </p>
  );
}
