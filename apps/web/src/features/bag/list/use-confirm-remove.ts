import '@/components/antd-react19';
import { Dialog } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { CartItem } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { useRemoveBagItems } from '../api/remove-bag-items';

/** Taking an item out of the bag asks first. */
export function useConfirmRemove(item: CartItem) {
  const { t } = useTranslation();
  const remove = useRemoveBagItems();
  const confirmRemove = async () => {
    const confirmed = await Dialog.confirm({
      title: t('bag.remove.title'),
      content: t('bag.remove.message', { title: item.title }),
      confirmText: t('bag.remove.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync([item.id]);
    } catch {
      return; // the HTTP client has shown why
    }
    toast.success(t('bag.remove.done'));
  };
  return { confirmRemove, removing: remove.isPending };
}
