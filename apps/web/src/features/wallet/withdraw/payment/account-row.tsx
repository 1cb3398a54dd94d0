import '@/components/antd-react19';
import { Button, Dialog } from 'antd-mobile';
import { BankcardOutline, DeleteOutline, LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import type { SavedAccount } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { useDeleteWithdrawAccount } from '../api/delete-withdraw-account';
import { DestinationWait } from '../../payouts/destination-wait';
import { FullAddress } from '../../payouts/full-address';

/** A saved withdrawal account; deleting asks first. */
export function AccountRow({ account }: { account: SavedAccount }) {
  const { t } = useTranslation();
  const remove = useDeleteWithdrawAccount();
  const holder = account.type === 'bank' && account.holder ? ` · ${account.holder}` : '';

  const confirmDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t('withdraw.payment.deleteTitle'),
      content: t('withdraw.payment.deleteMessage', { label: account.label }),
      confirmText: t('withdraw.payment.deleteConfirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(account.id);
    } catch {
      return; // the HTTP client has shown why
    }
    toast.success(t('withdraw.payment.deleted'));
  };

  return (
    <li className="pay-account">
      <span className="surface-icon-tile pay-account__icon" aria-hidden>
        {account.type === 'bank' ? <BankcardOutline /> : <LinkOutline />}
      </span>
      <div className="pay-account__main">
        <p className="pay-account__label">{account.label}</p>
        <p className="pay-account__detail">
          {t(`withdraw.to.${account.type}`)}
          {holder} ·{' '}
          {account.type === 'chain' && account.address ? (
            <FullAddress address={account.address} />
          ) : (
            <span className="pay-account__masked" dir="ltr">
              {account.masked}
            </span>
          )}
        </p>
        <DestinationWait account={account} />
      </div>
      <Button
        size="small"
        fill="none"
        color="danger"
        aria-label={t('withdraw.payment.delete', { label: account.label })}
        loading={remove.isPending}
        onClick={() => void confirmDelete()}
      >
        <DeleteOutline aria-hidden />
      </Button>
    </li>
  );
}
