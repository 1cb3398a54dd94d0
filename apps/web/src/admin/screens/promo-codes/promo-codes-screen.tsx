import { useState } from 'react';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PromoCode } from '@tradewind/contract';
import { useDecision } from '../../components/use-decision';
import { usePromoCodes } from './api/get-promo-codes';
import { savePromoCode } from './api/save-promo-code';
import { usePromoColumns } from './promo-columns';
import { PromoFormDialog } from './promo-form-dialog';
import { bodyOf, discountText } from './promo-values';

/** The codes buyers can type at checkout: add, edit, and enable or disable each after a confirmation. */
export function PromoCodesScreen() {
  const { t } = useTranslation();
  const query = usePromoCodes();
  const decide = useDecision();
  /** undefined: no dialog; null: a new code. */
  const [editing, setEditing] = useState<PromoCode | null | undefined>(undefined);

  const toggle = (promo: PromoCode) => {
    const action = promo.enabled ? 'disable' : 'enable';
    const texts = { code: promo.code, discount: discountText(t, promo) };
    void decide({
      title: t(`admin.promoCodes.${action}.title`, texts),
      content: t(`admin.promoCodes.${action}.content`, texts),
      okText: t(`admin.promoCodes.${action}.ok`),
      danger: promo.enabled,
      run: () => savePromoCode({ ...bodyOf(promo), enabled: !promo.enabled }),
      success: (saved) => t(`admin.promoCodes.${action}.done`, { code: saved.code }),
    });
  };
  const columns = usePromoColumns({ onEdit: setEditing, onToggle: toggle });

  return (
    <Card>
      <div className="tw-admin-filters">
        <Typography.Text type="secondary">{t('admin.promoCodes.lead')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} style={{ marginLeft: 'auto' }}>
          {t('admin.promoCodes.add')}
        </Button>
      </div>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      <Table
        aria-label={t('admin.promoCodes.tableLabel')}
        rowKey="id"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {editing !== undefined && <PromoFormDialog promo={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
