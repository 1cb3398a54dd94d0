import { Alert, Card, Flex, Skeleton } from 'antd';
import { useWalletSettings } from './api/get-wallet-settings';
import { FeesForm } from './fees-form';
import { LimitsCard } from './limits-card';

/** The withdrawal service charge and the smallest withdrawal; below, the waits and limits (decision 052). */
export function FeesScreen() {
  const query = useWalletSettings();
  return (
    <Flex vertical gap={16}>
      <Card>
        {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
        {query.data ? <FeesForm settings={query.data} /> : !query.error && <Skeleton active />}
      </Card>
      <LimitsCard />
    </Flex>
  );
}
