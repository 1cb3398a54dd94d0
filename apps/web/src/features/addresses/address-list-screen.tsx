import { Button } from 'antd-mobile';
import { AddOutline, LocationOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { Address } from '@tradewind/contract';
import { EmptyState } from '@/components/empty-state';
import { InfiniteList } from '@/components/infinite-list';
import { ADDRESS_LIST_KEY, getAddresses } from './api/get-addresses';
import { checkoutUrl, newAddressUrl } from './checkout-link';
import { AddressRow } from './list/address-row';
import '@/components/surface.css';
import './addresses.css';

/** /address: the buyer's shipping addresses, the default first. With `?select=1` the checkout picks one here. */
export default function AddressListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selecting = params.get('select') === '1';
  const pickedId = Number(params.get('address_id'));
  const pick = (address: Address) => navigate(checkoutUrl(params, address.id), { replace: true });
  const addUrl = newAddressUrl(params);

  return (
    <div className="addr-page">
      <div className="addr-page__list">
        <InfiniteList
          queryKey={ADDRESS_LIST_KEY}
          fetchPage={getAddresses}
          layout="list"
          label={t('addresses.list.label')}
          getKey={(address) => address.id}
          header={selecting ? <p className="surface-lead addr-page__lead">{t('addresses.list.selectLead')}</p> : null}
          renderItem={(address) => (
            <AddressRow address={address} onPick={selecting ? pick : undefined} picked={address.id === pickedId} />
          )}
          empty={
            <EmptyState
              className="addr-empty"
              icon={<LocationOutline />}
              title={t('addresses.list.emptyTitle')}
              text={t('addresses.list.emptyText')}
              to={addUrl}
              action={t('addresses.list.emptyAction')}
              softAction
            />
          }
        />
      </div>
      <div className="addr-bar">
        <Button block color="primary" size="large" shape="rounded" onClick={() => navigate(addUrl)}>
          <AddOutline aria-hidden /> {t('addresses.list.add')}
        </Button>
      </div>
    </div>
  );
}
