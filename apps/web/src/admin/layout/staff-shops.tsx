import { Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { useAdminSession } from '../api/admin-session';

/** For a shop's staff, beside their account: the shops they work for, which is all the console shows them. */
export function StaffShops() {
  const { t } = useTranslation();
  const { operator } = useAdminSession();
  if (operator?.role !== 'staff') return null;
  return (
    <Typography.Text type="secondary">
      {t('admin.staff.ofShops', { shops: operator.shops.map((shop) => shop.name).join(', ') })}
    </Typography.Text>
  );
}
