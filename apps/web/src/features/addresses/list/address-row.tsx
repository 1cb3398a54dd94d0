import '@/components/antd-react19';
import { Button, Dialog } from 'antd-mobile';
import { CheckCircleFill, DeleteOutline, EditSOutline, LocationFill } from 'antd-mobile-icons';
import { useNavigate } from '@/lib/router';
import { tagLabel } from '@/lib/address-tag';
import { useTranslation } from '@/i18n/use-translation';
import type { Address } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { customsIdText } from '@/components/customs/customs-texts';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';

type Props = {
  address: Address;
  /** Choosing one for the checkout: a tap on the address picks it. */
  onPick?: (address: Address) => void;
  /** The address the checkout ships to now. */
  picked?: boolean;
};

/** One address: who, where, its tags; set as default, edit, delete (after confirming). */
export function AddressRow({ address, onPick, picked = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const nameId = `addr-${address.id}-name`;
  const customsId = customsIdText(t, address.country, address.customs_id_masked);

  const makeDefault = async () => {
    try {
      await setDefault.mutateAsync(address.id);
    } catch {
      return; // the HTTP client has shown why
    }
    toast.success(t('addresses.list.defaultSet'));
  };
  const confirmDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t('addresses.list.deleteTitle'),
      content: t('addresses.list.deleteMessage', { name: address.addressee, address: address.detailed_address }),
      confirmText: t('addresses.list.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(address.id);
    } catch {
      return;
    }
    toast.success(t('addresses.list.deleted'));
  };

  const details = (
    <>
      <span className="addr-row__who">
        <span id={nameId} className="addr-row__name">
          {address.addressee}
        </span>
        <span className="addr-row__mobile">{address.mobile}</span>
      </span>
      <span className="addr-row__tags">
        {address.is_default && <span className="addr-tag addr-tag--default">{t('addresses.list.default')}</span>}
        <span className="addr-tag">{tagLabel(t, address.tag)}</span>
      </span>
      <span className="addr-row__where">
        {[address.area, address.detailed_address, address.postal_code].filter(Boolean).join(' · ')}
      </span>
      {customsId && <span className="addr-row__customs-id">{customsId}</span>}
    </>
  );

  return (
    <article
      className={picked ? 'surface-card addr-row addr-row--picked' : 'surface-card addr-row'}
      aria-labelledby={nameId}
    >
      {onPick ? (
        <button
          type="button"
          className="addr-row__main addr-row__pick"
          aria-pressed={picked}
          aria-label={t('addresses.list.pick', { name: address.addressee, address: address.detailed_address })}
          onClick={() => onPick(address)}
        >
          <span className="addr-row__icon" aria-hidden>
            {picked ? <CheckCircleFill /> : <LocationFill />}
          </span>
          <span className="addr-row__text">{details}</span>
        </button>
      ) : (
        <div className="addr-row__main">
          <span className="addr-row__icon" aria-hidden>
            <LocationFill />
          </span>
          <span className="addr-row__text">{details}</span>
        </div>
      )}
      <div className="addr-row__actions">
        {address.is_default ? (
          <span className="addr-row__is-default">
            <CheckCircleFill aria-hidden /> {t('addresses.list.isDefault')}
          </span>
        ) : (
          <Button
            size="mini"
            fill="none"
            className="addr-row__action"
            loading={setDefault.isPending}
            onClick={() => void makeDefault()}
          >
            {t('addresses.list.setDefault')}
          </Button>
        )}
        <span className="addr-row__spacer" />
        <Button
          size="mini"
          fill="none"
          className="addr-row__action"
          onClick={() => navigate(`/addressForm/${address.id}`)}
        >
          <EditSOutline aria-hidden /> {t('addresses.list.edit')}
        </Button>
        <Button
          size="mini"
          fill="none"
          color="danger"
          className="addr-row__action"
          loading={remove.isPending}
          onClick={() => void confirmDelete()}
        >
          <DeleteOutline aria-hidden /> {t('addresses.list.delete')}
        </Button>
      </div>
    </article>
  );
}
