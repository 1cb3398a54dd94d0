import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@/lib/router';
import { ErrorKey, PROMO_ERRORS, type CheckoutBody } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { toast } from '@/components/toast';
import { useCreateOrders } from './api/create-orders';
import { CHECKOUT_KEY, type Preview } from './api/preview-checkout';
import type { Placed } from './parts/placed-orders';
import { outcomeUnknown, useIdempotencyKey } from '@/components/use-idempotency-key';

/** Refusals that mean the preview on screen is out of date: it is priced again and shows what changed. */
const STALE_PREVIEW: (string | undefined)[] = [
  ErrorKey.NothingSelected,
  ErrorKey.OutOfStock,
  ...PROMO_ERRORS,
  ErrorKey.NotFound,
  ErrorKey.CustomsIdRequired,
];

/**
 * Creates the orders of what the preview shows (its address and promo code, so what is seen is what is ordered),
 * with an idempotency key; then this history entry remembers them and the payment sheet opens.
 */
export function usePlaceOrder({ onAddressMissing }: { onAddressMissing: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const creation = useCreateOrders();
  const idempotency = useIdempotencyKey();

  const place = async (preview: Preview, items: CheckoutBody['items']) => {
    if (!preview.address) {
      onAddressMissing();
      return;
    }
    const body: CheckoutBody = {
      ...(items ? { items } : {}),
      address_id: preview.address.id,
      ...(preview.promo ? { promo_code: preview.promo.code } : {}),
    };
    let placed: Placed;
    try {
      const created = await creation.mutateAsync({ body, idempotencyKey: idempotency.keyFor(body) });
      placed = { orderIds: created.orders.map((order) => order.id), totalCents: created.total_cents };
    } catch (error) {
      if (!outcomeUnknown(error)) idempotency.settle();
      const key = isApiError(error) ? error.key : undefined;
      if (key === ErrorKey.AddressRequired || key === ErrorKey.CustomsIdRequired) onAddressMissing();
      else toast.error(error instanceof Error ? error.message : String(error));
      if (STALE_PREVIEW.includes(key)) void queryClient.invalidateQueries({ queryKey: CHECKOUT_KEY });
      return;
    }
    idempotency.settle();
    // The bag lost what was ordered, stock moved, new orders exist: everything but this checkout is read again.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CHECKOUT_KEY[0] });
    navigate({ search: location.search }, { replace: true, state: { placed } });
  };

  return { place, pending: creation.isPending };
}
