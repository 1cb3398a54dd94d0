import { useSearchParams } from '@/lib/router';
import { OrderStatus } from '@tradewind/contract';
import { isNotFound, useOrderDetail } from '@/api/order-detail';
import { ReviewForm } from './form/review-form';
import { LoadError, MissingOrder, NotReviewable, ReviewSkeleton } from './states/screen-states';
import '@/components/surface.css';
import './review.css';

const parseId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

function ReviewLoader({ id }: { id: number }) {
  const { data, error, isPending, isFetching, refetch } = useOrderDetail(id);
  if (data) {
    return data.status === OrderStatus.Received ? (
      <ReviewForm order={data} />
    ) : (
      <NotReviewable orderId={data.id} status={data.status} />
    );
  }
  if (isPending) return <ReviewSkeleton />;
  return isNotFound(error) ? <MissingOrder /> : <LoadError onRetry={() => void refetch()} retrying={isFetching} />;
}

/** /comment?order_id=: the buyer reviews every product of a received order at once. */
export default function CommentScreen() {
  const id = parseId(useSearchParams()[0].get('order_id'));
  return <div className="rv-page">{id === null ? <MissingOrder /> : <ReviewLoader key={id} id={id} />}</div>;
}
