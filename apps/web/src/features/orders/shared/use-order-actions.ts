import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from '@/components/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useRefreshOrders } from '../api/use-refresh-orders';
import { askFirst } from './confirm-dialogs';

/** Pay, cancel (asks first) and confirm receipt (asks first) for one order; each refreshes every order query. */
export function useOrderActions(orderId: number) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const confirm = useConfirmReceipt();
  const refresh = useRefreshOrders();
  const [paying, setPaying] = useState(false);

  /** Asks, sends, says it worked; a refusal was already shown by the HTTP client. */
  const afterAsking = async (texts: 'orders.cancel' | 'orders.receive', send: () => Promise<unknown>) => {
    if (!(await askFirst(t, texts))) return;
    try {
      await send();
    } catch {
      return;
    }
    toast.success(t(`${texts}.done`));
  };

  return {
    paying,
    openPay: () => setPaying(true),
    closePay: () => setPaying(false),
    /** The sheet has refreshed the balance; the order lists and counts follow here. */
    onPaid: () => {
      setPaying(false);
      toast.success(t('orders.pay.done'));
      void refresh();
    },
    cancel: () => afterAsking('orders.cancel', () => cancel.mutateAsync(orderId)),
    cancelling: cancel.isPending,
    confirmReceipt: () => afterAsking('orders.receive', () => confirm.mutateAsync(orderId)),
    confirming: confirm.isPending,
  };
}
