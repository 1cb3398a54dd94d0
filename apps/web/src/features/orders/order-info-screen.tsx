import { useParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { isNotFound, useOrderDetail } from '@/api/order-detail';
import { OrderView } from './info/order-view';
import { DetailSkeleton, MissingOrder, OrderLoadError } from './info/screen-states';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './orders.css';
import './order-info.css';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

function OrderLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = useOrderDetail(id);
  if (data) return <OrderView order={data} />;
  if (isPending) return <DetailSkeleton />;
  return (
    <div className="ord-page ord-page--detail">
      {isNotFound(error) ? (
        <MissingOrder />
      ) : (
        <OrderLoadError text={t('orders.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
      )}
    </div>
  );
}

/** /orderInfo/:id?: one of the buyer's orders; any other id is not found. */
export default function OrderInfoScreen() {
  const id = parseId(useParams().id);
  if (id === null) {
    return (
      <div className="ord-page ord-page--detail">
        <MissingOrder />
      </div>
    );
  }
  return <OrderLoader key={id} id={id} />;
}
