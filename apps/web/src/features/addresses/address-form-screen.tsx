import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate, useParams, useSearchParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import type { Address } from '@tradewind/contract';
import { useAddress } from './api/get-addresses';
import { checkoutUrl } from './checkout-link';
import { AddressForm } from './form/address-form';
import '@/components/surface.css';
import './addresses.css';

const idOf = (param: string | undefined): number | null | undefined => {
  if (param === undefined) return undefined;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /addressForm/:id?: a new address, or the one with that id. From the checkout, it goes back there once saved. */
export default function AddressFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = idOf(useParams().id);
  const existing = useAddress(id ?? undefined);

  const leave = (saved: Address) => {
    if (params.get('from') === 'checkout') navigate(checkoutUrl(params, saved.id), { replace: true });
    else if (location.key !== 'default') navigate(-1);
    else navigate('/address', { replace: true });
  };

  const editing = id !== undefined;
  let body;
  if (editing && existing.isPending && id !== null) {
    body = (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph animated lineCount={8} className="addr-form-skeleton" />
      </div>
    );
  } else if (editing && (id === null || existing.isError)) {
    body = (
      <div className="addr-failed" role="alert">
        <ExclamationCircleOutline className="addr-failed__icon" aria-hidden />
        <p className="surface-lead">{t('addresses.form.loadFailed')}</p>
        {id !== null && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void existing.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    body = <AddressForm key={id ?? 'new'} address={existing.data} onSaved={leave} />;
  }

  return (
    <div className="surface-page">
      <section className="surface-card addr-card" aria-labelledby="addr-form-title">
        <h2 id="addr-form-title" className="addr-card__title">
          {t(editing ? 'addresses.form.editTitle' : 'addresses.form.newTitle')}
        </h2>
        {params.get('from') === 'checkout' && (
          <p className="surface-lead addr-card__lead">{t('addresses.form.checkoutLead')}</p>
        )}
        {body}
      </section>
    </div>
  );
}
