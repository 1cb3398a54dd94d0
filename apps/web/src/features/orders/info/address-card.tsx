import { EnvironmentOutline } from 'antd-mobile-icons';
import { tagLabel } from '@/lib/address-tag';
import { useTranslation } from '@/i18n/use-translation';
import type { OrderDetail } from '@tradewind/contract';
import { customsIdText } from '@/components/customs/customs-texts';
import '@/components/surface.css';
import '../orders.css';
import './address-card.css';

/** Where the parcel goes, as it was when the order was placed. */
export function AddressCard({ address }: { address: OrderDetail['address'] }) {
  const { t } = useTranslation();
  // Masked, as the buyer's own address form shows it: the full ID goes only to the shop shipping it (decision 041).
  const customsId = customsIdText(t, address.country, address.customs_id_masked);
  return (
    <section className="surface-card ord-section ord-address" aria-labelledby="ord-address-title">
      <span className="surface-icon-tile ord-address__icon" aria-hidden>
        <EnvironmentOutline />
      </span>
      <div className="ord-address__main">
        <h2 id="ord-address-title" className="visually-hidden">
          {t('orders.detail.address')}
        </h2>
        <p className="ord-address__who">
          <strong>{address.addressee}</strong>
          <span className="ord-address__mobile">{address.mobile}</span>
          {address.tag && <span className="ord-address__tag">{tagLabel(t, address.tag)}</span>}
        </p>
        <p className="ord-address__where">
          {[address.area, address.detailed_address, address.postal_code].filter(Boolean).join(' · ')}
        </p>
        {customsId && <p className="ord-address__customs-id">{customsId}</p>}
      </div>
    </section>
  );
}
