import { useLocation } from '@/lib/router';
import { CheckoutReview } from './checkout-review';
import { PlacedOrders, type Placed } from './parts/placed-orders';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './checkout.css';

/**
 * /checkout: the bag's selected items, or one SKU with `?sku_id=&quantity=` ('Buy now'). Once ordered, this
 * history entry holds the new orders, so coming back to it (after a top-up, say) offers to pay them.
 */
export default function CheckoutScreen() {
  const placed = (useLocation().state as { placed?: Placed } | null)?.placed;
  return placed ? <PlacedOrders placed={placed} /> : <CheckoutReview />;
}
