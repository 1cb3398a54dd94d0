import type { Ref } from 'react';
import { AddCircleOutline, EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { tagLabel } from '@/lib/address-tag';
import { useTranslation } from '@/i18n/use-translation';
import type { Address } from '@tradewind/contract';
import { useHasSavedAddresses } from '../api/has-saved-addresses';
import { CustomsIdNotice } from './customs-id-notice';
import '@/components/surface.css';
import './address-card.css';

/** The address screens get the checkout's params and hand them back with the chosen address. */
function addressScreenUrl(path: string, marker: [string, string], params: URLSearchParams, addressId?: number) {
  const next = new URLSearchParams([marker]);
  params.forEach((value, name) => name !== 'address_id' && next.set(name, value));
  if (addressId) next.set('address_id', String(addressId));
  return `${path}?${next.toString()}`;
}

type Props = {
  address: Address | null;
  params: URLSearchParams;
  /** An order was attempted without an address (or without the customs ID its country needs): say what is needed. */
  missing: boolean;
  cardRef: Ref<HTMLElement>;
};

/** Where the order ships: tap to choose another; without one, the way to add it comes first. */
export function AddressCard({ address, params, missing, cardRef }: Props) {
  const { t } = useTranslation();
  const hasSaved = useHasSavedAddresses(!address).data === true;
  if (!address) {
    return (
      <section
        ref={cardRef}
        className={
          missing
            ? 'surface-card co-address co-address--none co-address--missing'
            : 'surface-card co-address co-address--none'
        }
        aria-label={t('checkout.address.title')}
      >
        <Link className="co-address__add" to={addressScreenUrl('/addressForm', ['from', 'checkout'], params)}>
          <AddCircleOutline aria-hidden className="co-address__add-icon" />
          <span>{t('checkout.address.add')}</span>
        </Link>
        <p className="surface-lead co-address__hint">{t('checkout.address.addHint')}</p>
        {missing && (
          <p className="co-address__missing" role="alert">
            {t('error.ADDRESS_REQUIRED')}
          </p>
        )}
        {hasSaved && (
          <Link className="co-address__choose" to={addressScreenUrl('/address', ['select', '1'], params)}>
            {t('checkout.address.choose')}
          </Link>
        )}
      </section>
    );
  }
  return (
    <section ref={cardRef} className="surface-card co-address" aria-label={t('checkout.address.title')}>
      <Link className="co-address__link" to={addressScreenUrl('/address', ['select', '1'], params, address.id)}>
        <span className="surface-icon-tile co-address__icon" aria-hidden>
          <EnvironmentOutline />
        </span>
        <span className="co-address__text">
          <span className="co-address__who">
            <strong>{address.addressee}</strong> <span className="co-address__mobile">{address.mobile}</span>
            <span className="co-address__tag">{tagLabel(t, address.tag)}</span>
          </span>
          <span className="co-address__where">
            {address.area} · {address.detailed_address}
          </span>
          <span className="co-address__change">{t('checkout.address.change')}</span>
        </span>
        <RightOutline aria-hidden className="co-address__arrow" />
      </Link>
      <CustomsIdNotice
        address={address}
        alert={missing}
        editUrl={addressScreenUrl(`/addressForm/${address.id}`, ['from', 'checkout'], params)}
      />
    </section>
  );
}
