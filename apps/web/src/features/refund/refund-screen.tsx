import { useState } from 'react';
import { mayAskRefund, OrderStatus, type OrderDetail } from '@tradewind/contract';
import { isNotFound, useOrderDetail } from '@/api/order-detail';
import { useExistingRefund } from './api/get-refund-order';
import { RefundForm } from './form/refund-form';
import { OrderHeading } from './parts/order-heading';
import { AlreadyRequested, LoadFailed, MissingOrder, NotRefundable, RefundSkeleton } from './parts/refund-states';
import { useRefundParams, type RefundParams } from './refund-params';
import { AtOrderRate } from '@/components/money/at-order-rate';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './refund.css';

function RefundBody({ order, params }: { order: OrderDetail; params: RefundParams }) {
  const existing = useExistingRefund(order.id);
  const [exists, setExists] = useState(false);
  if (existing.isPending) return <RefundSkeleton />;
  if (exists || existing.data || order.status === OrderStatus.InAfterSale)
    return <AlreadyRequested orderId={order.id} />;
  // A review does not end the return window (decision 045): a completed order is refundable until it ends.
  if (!mayAskRefund(order.status, order.protection.returns_until)) return <NotRefundable orderId={order.id} />;
  return (
    <AtOrderRate fx={order.fx}>
      <RefundForm order={order} prefill={params} onExists={() => setExists(true)} />
    </AtOrderRate>
  );
}

function RefundLoader({ id, params }: { id: number; params: RefundParams }) {
  const order = useOrderDetail(id);
  let body;
  if (order.data) body = <RefundBody order={order.data} params={params} />;
  else if (order.isPending) body = <RefundSkeleton />;
  else if (isNotFound(order.error)) body = <MissingOrder />;
  else body = <LoadFailed onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  return (
    <>
      {!isNotFound(order.error) && <OrderHeading sn={order.data?.sn ?? params.sn} shop={order.data?.shop.name} />}
      {body}
    </>
  );
}

/** /refund/:id?/:sn?/:product_ids?/:amount?: a refund request for one of the buyer's orders (docs/product.md §2, §5). */
export default function RefundScreen() {
  const params = useRefundParams();
  return (
    <div className="surface-page rf-page">
      {params.orderId === null ? (
        <MissingOrder />
      ) : (
        <RefundLoader key={params.orderId} id={params.orderId} params={params} />
      )}
    </div>
  );
}
