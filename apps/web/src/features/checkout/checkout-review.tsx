import { useRef, useState } from 'react';
import { ErrorKey } from '@tradewind/contract';
import { isApiError } from '@/api/http';
import { usePreview } from './api/preview-checkout';
import { AddressCard } from './parts/address-card';
import { BalanceCheck } from './parts/balance-check';
import { CheckoutFailed, CheckoutSkeleton, NothingSelected } from './parts/checkout-states';
import { OrderBar } from './parts/order-bar';
import { PromoField } from './parts/promo-field';
import { ShopGroup } from './parts/shop-group';
import { Totals } from './parts/totals';
import { useCheckoutParams } from './use-checkout-params';
import { usePlaceOrder } from './use-place-order';

/** What will be ordered, where it ships, what it costs; then 'Place order'. */
export function CheckoutReview() {
  const checkout = useCheckoutParams();
  const preview = usePreview(checkout.body);
  const [addressMissing, setAddressMissing] = useState(false);
  const addressCard = useRef<HTMLElement>(null);
  const order = usePlaceOrder({
    onAddressMissing: () => {
      setAddressMissing(true);
      addressCard.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    },
  });

  if (preview.isPending) return <CheckoutSkeleton />;
  if (preview.isError) {
    const error = preview.error;
    if (isApiError(error) && error.key === ErrorKey.NothingSelected) return <NothingSelected message={error.message} />;
    return (
      <CheckoutFailed
        message={error.message}
        buyNow={checkout.buyNow}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }

  const data = preview.data;
  // While another address or code is priced, the last preview shows, but it cannot be ordered.
  const pricing = preview.isFetching;
  return (
    <div className="co-page">
      <div className="surface-page co-body">
        <AddressCard address={data.address} params={checkout.params} missing={addressMissing} cardRef={addressCard} />
        {data.groups.map((group) => (
          <ShopGroup key={group.shop.id} group={group} country={data.address?.country ?? null} customs={data.customs} />
        ))}
        <PromoField
          applied={data.promo}
          requested={checkout.promoCode}
          refused={data.refusedPromo}
          pricing={pricing}
          onApply={(code) =>
            code === checkout.promoCode ? void preview.refetch() : checkout.update({ promo_code: code })
          }
          onRemove={() => checkout.update({ promo_code: undefined })}
        />
        <Totals preview={data} />
        <BalanceCheck totalCents={data.total_cents} />
      </div>
      <OrderBar
        totalCents={data.total_cents}
        pending={order.pending}
        pricing={pricing}
        onPlace={() => void order.place(data, checkout.body.items)}
      />
    </div>
  );
}
