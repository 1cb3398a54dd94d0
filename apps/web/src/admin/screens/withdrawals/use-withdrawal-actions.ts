import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { AuditStatus, ErrorKey, type AdminWithdrawalRecord } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { formatMoney } from '@/i18n/format';
import { useAdminSession } from '../../api/admin-session';
import { useDecision } from '../../components/use-decision';
import { passWithdrawal } from './api/pass-withdrawal';
import { revealCardNumber } from './api/reveal-card-number';
import { useRevealedCards } from './use-revealed-cards';
import { destinationText } from './withdrawal-destination';
import { isFirstApproval } from './withdrawal-approvals';

/** The queue's confirmed actions: pass a withdrawal, and reveal a card number (recorded under the operator). */
export function useWithdrawalActions() {
  const { t } = useTranslation();
  const decide = useDecision();
  const queryClient = useQueryClient();
  const { operator } = useAdminSession();
  const revealed = useRevealedCards();

  const pass = async (record: AdminWithdrawalRecord) => {
    let taken = false;
    const first = isFirstApproval(record);
    await decide({
      title: t(first ? 'admin.withdrawals.approval.title' : 'admin.withdrawals.pass.title', { id: record.id }),
      content: first
        ? t('admin.withdrawals.approval.content', { amount: formatMoney(record.amount_cents) })
        : t('admin.withdrawals.pass.content', {
            arrival: formatMoney(record.arrival_cents),
            destination: destinationText(t, record, revealed.numbers[record.id]),
            amount: formatMoney(record.amount_cents),
            account: record.user.account,
          }),
      okText: t(first ? 'admin.withdrawals.approval.submit' : 'admin.withdrawals.pass.submit'),
      run: () =>
        passWithdrawal(record.id).catch((error: unknown) => {
          taken = isApiError(error) && error.key === ErrorKey.AlreadyDecided;
          throw error;
        }),
      // A first approval leaves the withdrawal waiting for another operator (decision 052).
      success: (result) =>
        result.status === AuditStatus.Auditing
          ? t('admin.withdrawals.approval.done', { id: record.id })
          : t('admin.withdrawals.pass.done', { id: record.id, account: record.user.account }),
    });
    // Decided elsewhere: the list shows that decision instead of the buttons.
    if (taken) await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  const reveal = (record: AdminWithdrawalRecord) =>
    decide({
      title: t('admin.withdrawals.reveal.title', { id: record.id }),
      content: t('admin.withdrawals.reveal.content', { operator: operator?.account ?? '' }),
      okText: t('admin.withdrawals.reveal.submit'),
      run: async () => revealed.show(record.id, (await revealCardNumber(record.id)).card_number),
      success: () => t('admin.withdrawals.reveal.done'),
    });

  return { pass, reveal, revealed: revealed.numbers, hide: revealed.hide };
}
