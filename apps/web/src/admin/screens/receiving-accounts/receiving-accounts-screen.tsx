import { useState } from 'react';
import { Alert, Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@/i18n/use-translation';
import { TRANSFER_CURRENCIES, type AdminReceivingAccount } from '@tradewind/contract';
import { useReceivingAccounts } from './api/get-receiving-accounts';
import { ReceivingAccountDialog } from './receiving-account-dialog';

/**
 * The bank accounts buyers pay manual top-ups into, one per currency (decision 038). A currency without an enabled
 * account is not offered to buyers.
 */
export function ReceivingAccountsScreen() {
  const { t } = useTranslation();
  const query = useReceivingAccounts();
  /** undefined: no dialog; null: a new account. */
  const [editing, setEditing] = useState<AdminReceivingAccount | null | undefined>(undefined);
  const list = query.data ?? [];
  const taken = list.map((a) => a.currency);
  const noneEnabled = query.isSuccess && !list.some((a) => a.enabled);

  const columns: TableColumnsType<AdminReceivingAccount> = [
    { key: 'currency', title: t('admin.receivingAccounts.field.currency'), dataIndex: 'currency', width: 90 },
    { key: 'bank', title: t('admin.receivingAccounts.field.bank'), dataIndex: 'bank_name' },
    { key: 'holder', title: t('admin.receivingAccounts.field.holder'), dataIndex: 'holder' },
    {
      key: 'number',
      title: t('admin.receivingAccounts.field.number'),
      render: (_, a) => (
        <div>
          <div>{a.account_number}</div>
          {a.swift && <Typography.Text type="secondary">SWIFT/BIC {a.swift}</Typography.Text>}
          {a.routing && <div>{a.routing}</div>}
        </div>
      ),
    },
    {
      key: 'state',
      title: t('admin.receivingAccounts.field.enabled'),
      width: 120,
      render: (_, a) =>
        a.enabled ? (
          <Tag color="green">{t('admin.receivingAccounts.state.on')}</Tag>
        ) : (
          <Tag>{t('admin.receivingAccounts.state.off')}</Tag>
        ),
    },
    {
      key: 'edit',
      title: t('admin.list.actions'),
      width: 100,
      render: (_, a) => (
        <Button
          size="small"
          onClick={() => setEditing(a)}
          aria-label={t('admin.receivingAccounts.editLabel', { currency: a.currency })}
        >
          {t('admin.receivingAccounts.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <div className="tw-admin-filters">
        <Typography.Text type="secondary">{t('admin.receivingAccounts.lead')}</Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={taken.length >= TRANSFER_CURRENCIES.length}
          onClick={() => setEditing(null)}
          style={{ marginInlineStart: 'auto' }}
        >
          {t('admin.receivingAccounts.add')}
        </Button>
      </div>
      {query.error && <Alert className="tw-admin-gap" type="error" showIcon title={query.error.message} />}
      {noneEnabled && (
        <Alert className="tw-admin-gap" type="warning" showIcon title={t('admin.receivingAccounts.noneEnabled')} />
      )}
      <Table<AdminReceivingAccount>
        aria-label={t('admin.receivingAccounts.tableLabel')}
        rowKey="id"
        dataSource={list}
        loading={query.isPending}
        pagination={false}
        columns={columns}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      {editing !== undefined && (
        <ReceivingAccountDialog account={editing} taken={taken} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
