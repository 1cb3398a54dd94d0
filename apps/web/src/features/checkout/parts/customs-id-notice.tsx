import { Link } from '@/lib/router';
import type { Address } from '@tradewind/contract';
import { customsIdKindOf } from '@tradewind/contract/customs-ids';
import { useTranslation } from '@/i18n/use-translation';
import { formatCountry } from '@/i18n/format';
import './customs-id-notice.css';

type Props = {
  address: Address;
  /** Where the address form is, with the checkout's params to come back with. */
  editUrl: string;
  /** An order was attempted: said at once to a screen reader. */
  alert: boolean;
};

/**
 * Decision 041: an address in a country whose customs need the recipient's ID, without one, cannot be ordered to;
 * the checkout says so before the buyer tries, naming the country, with the way to add it.
 */
export function CustomsIdNotice({ address, editUrl, alert }: Props) {
  const { t } = useTranslation();
  if (!address.country || !customsIdKindOf(address.country) || address.customs_id_masked) return null;
  return (
    <div className="co-customs" role={alert ? 'alert' : undefined}>
      <p className="co-customs__text">{t('error.CUSTOMS_ID_REQUIRED', { country: formatCountry(address.country) })}</p>
      <Link className="co-customs__link" to={editUrl}>
        {t('checkout.address.addCustomsId')}
      </Link>
    </div>
  );
}
