import { addressParts } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import './payouts.css';

/**
 * An address shown whole, its first and last characters set apart: the part a look-alike address copies, so the
 * buyer compares those with the address they meant (decision 052, withdrawal protections).
 */
export function FullAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const { head, middle, tail } = addressParts(address);
  return (
    <span className="po-address" dir="ltr" aria-label={t('payouts.address.label', { address })}>
      <strong className="po-address__edge">{head}</strong>
      <span className="po-address__middle">{middle}</span>
      <strong className="po-address__edge">{tail}</strong>
    </span>
  );
}
