import { Alert, Card, Skeleton } from 'antd';
import { useWalletSettings } from './api/get-wallet-settings';
import { FeesForm } from './fees-form';

/** The withdrawal service charge and the smallest withdrawal. */
export function FeesScreen() {
  const query = useWalletSettings();
  return (
    <Card>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      {query.data ? <FeesForm settings={query.data} /> : !query.error && <Skeleton active />}
    </Card>
  );
}
