import { Alert, Card, Skeleton } from 'antd';
import { useProtectionSettings } from './api/get-protection-settings';
import { ProtectionForm } from './protection-form';

/** Buyer protection's extension and the late-delivery credit (decision 045); a shop's own days are on its form. */
export function ProtectionScreen() {
  const query = useProtectionSettings();
  return (
    <Card>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      {query.data ? <ProtectionForm settings={query.data} /> : !query.error && <Skeleton active />}
    </Card>
  );
}
