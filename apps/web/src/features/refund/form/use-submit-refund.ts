import { useNavigate } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorKey, type RefundApplyBody } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { toast } from '@/components/toast';
import { outcomeUnknown, useIdempotencyKey } from '@/components/use-idempotency-key';
import { useApplyRefund } from '../api/apply-refund';

type Handlers = {
  /** A request for this order exists already (docs/product.md §8). */
  onExists: () => void;
  /** The server's field messages (already in the buyer's language), by field name. */
  onFieldErrors: (fields: Record<string, string>) => void;
};

/**
 * Sends the request with its idempotency key: a retry after a lost answer reuses it, so one request is made
 * once. Success says so and opens the order, now in after-sale.
 */
export function useSubmitRefund({ onExists, onFieldErrors }: Handlers) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apply = useApplyRefund();
  const keys = useIdempotencyKey();

  // A rule the server checks itself (the amount paid, whose pictures) may come back as its key, untranslated.
  const readable = (text: string) => (/^validation\.\w+$/.test(text) ? t(text) : text);

  const submit = async (body: RefundApplyBody) => {
    try {
      await apply.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
    } catch (error) {
      if (!outcomeUnknown(error)) keys.settle();
      if (isApiError(error) && error.key === ErrorKey.RefundExists) {
        onExists();
        return;
      }
      toast.error(readable(error instanceof Error ? error.message : String(error)));
      if (isApiError(error) && error.fields) {
        // "proofs.0" is about the proofs.
        const fields = Object.entries(error.fields).map(([path, text]) => [path.split('.')[0], readable(text)]);
        onFieldErrors(Object.fromEntries(fields));
      }
      return;
    }
    keys.settle();
    toast.success(t('success.refundSubmitted'));
    navigate(`/orderInfo/${body.order_id}`, { replace: true });
  };

  return { submit, pending: apply.isPending };
}
