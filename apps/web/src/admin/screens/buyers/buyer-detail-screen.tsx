import { Link, useParams } from '@/lib/router';
import { Alert, Col, Result, Row, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/api/http';
import { useBuyer } from './api/get-buyer';
import { BuyerAccessAction } from './buyer-access-action';
import { BuyerBalance } from './buyer-balance';
import { BuyerLedger } from './buyer-ledger';
import { BuyerProfile } from './buyer-profile';

/** One buyer: profile, balance and its adjustments, access, and the fund records. */
export function BuyerDetailScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useBuyer(valid ? id : 0);
  const back = (
    <Link to="/admin/buyers">
      <ArrowLeftOutlined className="tw-mirror" aria-hidden /> {t('admin.buyers.back')}
    </Link>
  );

  if (!valid || (isApiError(query.error) && query.error.status === 404))
    return <Result status="404" title={t('admin.buyers.notFound')} extra={back} />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {back}
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {!query.data && !query.error && <Skeleton active />}
      {query.data && (
        <Row gutter={16}>
          <Col span={16}>
            <BuyerProfile buyer={query.data} action={<BuyerAccessAction buyer={query.data} />} />
          </Col>
          <Col span={8}>
            <BuyerBalance buyer={query.data} />
          </Col>
        </Row>
      )}
      {query.data && <BuyerLedger buyerId={query.data.id} />}
    </Space>
  );
}
