import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, InformationCircleOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { useParams } from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { isNotFound } from '@/api/order-detail';
import { useDisputeDetail } from '@/api/dispute-detail';
import { ScreenState } from '@/components/screen-state';
import { CaseView } from './case-view';
import { DisputeForm } from './dispute-form';
import '@/components/surface.css';
import '@/components/visually-hidden.css';
import './dispute.css';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 53 ? id : null;
};

function Missing() {
  const { t } = useTranslation();
  return (
    <ScreenState
      icon={<QuestionCircleOutline />}
      title={t('disputes.missing.title')}
      text={t('disputes.missing.text')}
      to="/myPurchases"
      action={t('disputes.missing.action')}
    />
  );
}

function DisputeLoader({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const detail = useDisputeDetail(orderId);
  if (detail.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton animated className="dp-skeleton" />
      </div>
    );
  }
  if (isNotFound(detail.error)) return <Missing />;
  if (!detail.data) {
    return (
      <ScreenState alert icon={<ExclamationCircleOutline />} tone="error" text={t('disputes.loadFailed')}>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void detail.refetch()}>
          {t('common.retry')}
        </Button>
      </ScreenState>
    );
  }
  const { case: found, open_until: openUntil } = detail.data;
  if (found) return <CaseView dispute={found} />;
  if (openUntil) return <DisputeForm orderId={orderId} openUntil={openUntil} />;
  return (
    <ScreenState
      icon={<InformationCircleOutline />}
      title={t('disputes.closed.title')}
      text={t('disputes.closed.text')}
      to={`/orderInfo/${orderId}`}
      action={t('disputes.backToOrder')}
    />
  );
}

/** /dispute/:id?: the case with Tradewind about one of the buyer's orders, or the form to open it. */
export default function DisputeScreen() {
  const orderId = parseId(useParams().id);
  return (
    <div className="surface-page dp-page">
      {orderId === null ? <Missing /> : <DisputeLoader key={orderId} orderId={orderId} />}
    </div>
  );
}
