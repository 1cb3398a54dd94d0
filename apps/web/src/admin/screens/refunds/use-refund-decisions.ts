import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { formatMoney } from '@/i18n/format';
import { useDecision } from '../../components/use-decision';
import { approveRefund } from './api/approve-refund';
import type { RefundRequest } from './api/get-refunds';
import { receiveReturn } from './api/receive-return';

/**
 * Approving and confirming returned goods, each asked first and reported after. The question says where the
 * money goes: to the buyer's balance now (without return), or once the goods are back (with return).
 */
export function useRefundDecisions() {
  const { t } = useTranslation();
  const decide = useDecision();
  const queryClient = useQueryClient();
  /** Decided by someone else meanwhile: the queue shows that decision along with the server's message. */
  const fresh = <T>(call: Promise<T>) =>
    call.catch(async (error: unknown) => {
      if (isApiError(error) && error.key === ErrorKey.AlreadyDecided)
        await queryClient.invalidateQueries({ queryKey: ['admin'] });
      throw error;
    });

  const approve = (refund: RefundRequest) => {
    const texts = { sn: refund.order_sn, amount: formatMoney(refund.amount_cents), account: refund.user.account };
    const withReturn = refund.type === 'return_refund';
    return decide({
      title: t('admin.refunds.approve.title', texts),
      content: t(withReturn ? 'admin.refunds.approve.withReturn' : 'admin.refunds.approve.refundOnly', texts),
      okText: t('admin.refunds.approve.ok'),
      run: () => fresh(approveRefund(refund.id)),
      success: () => t(withReturn ? 'admin.refunds.approve.doneAwaiting' : 'admin.refunds.approve.doneRefunded', texts),
    });
  };

  const receive = (refund: RefundRequest) => {
    const texts = { sn: refund.order_sn, amount: formatMoney(refund.amount_cents), account: refund.user.account };
    return decide({
      title: t('admin.refunds.receive.title', texts),
      content: [
        refund.return_tracking_no ? '' : t('admin.refunds.receive.noShipment'),
        t('admin.refunds.receive.content', texts),
      ]
        .filter(Boolean)
        .join(' '),
      okText: t('admin.refunds.receive.ok'),
      run: () => fresh(receiveReturn(refund.id)),
      success: () => t('admin.refunds.receive.done', texts),
    });
  };

  return { approve, receive };
}
