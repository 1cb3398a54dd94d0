import { PASSKEY_SHEET_ERRORS } from '@/api/passkey-proof';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey, type WithdrawBody } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { WALLET_KEY, WITHDRAW_INFO_KEY } from '../api/get-withdraw-info';
import { useSubmitWithdrawal } from '../api/submit-withdrawal';
import { outcomeUnknown, useIdempotencyKey } from '@/components/use-idempotency-key';

/** Refusals the buyer answers in the sheet, by typing the code again or waiting. */
const SHEET_ERRORS: string[] = [ErrorKey.PayCodeWrong, ErrorKey.PayCodeLocked, ...PASSKEY_SHEET_ERRORS];

type Handlers = {
  /** The server knows no payment code for this account. */
  onNotSet: () => void;
  /** Any other failure: the form shows it. */
  onRefused: (error: unknown) => void;
};

/**
 * Sends the withdrawal with its payment code. Resolves with the message to show in the sheet when the code was
 * not accepted; on success the balance everywhere is refreshed and the withdrawal records open.
 */
export function useSendWithdrawal({ onNotSet, onRefused }: Handlers) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submission = useSubmitWithdrawal();
  const idempotency = useIdempotencyKey();

  const send = async (body: WithdrawBody): Promise<string | undefined> => {
    try {
      await submission.mutateAsync({ body, idempotencyKey: idempotency.keyFor(body) });
    } catch (error) {
      if (!outcomeUnknown(error)) idempotency.settle();
      const key = isApiError(error) ? error.key : undefined;
      if (key && SHEET_ERRORS.includes(key)) return (error as Error).message;
      // The info said otherwise, or the balance moved meanwhile: what the screen shows is out of date.
      if (key === ErrorKey.PayCodeNotSet || key === ErrorKey.InsufficientBalance) {
        void queryClient.invalidateQueries({ queryKey: WITHDRAW_INFO_KEY });
      }
      if (key === ErrorKey.PayCodeNotSet) onNotSet();
      else onRefused(error);
      return undefined;
    }
    idempotency.settle();
    toast.success(t('success.withdrawSubmitted'));
    // The amount left the balance at once: the profile, the records and the withdraw info show it.
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    void session.loadUserInfo({ silent: true }).catch(() => undefined);
    navigate('/depositRecord', { replace: true });
    return undefined;
  };

  return { send, pending: submission.isPending };
}
