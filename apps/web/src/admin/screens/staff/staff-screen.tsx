import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { StaffInvitation, StaffMember } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { ServerTable } from '../../components/server-table';
import { useDecision } from '../../components/use-decision';
import { useServerList } from '../../components/use-server-list';
import { removeStaff, revokeInvitation } from './api/change-staff';
import { useInvitations } from './api/get-invitations';
import { getStaff } from './api/get-staff';
import { InviteDialog } from './invite-dialog';
import { ShopsDialog } from './shops-dialog';
import { useInvitationColumns, useStaffColumns } from './staff-columns';

const DEFAULTS = {};

/**
 * The shops' staff: who works for which shops, the invitations not yet accepted, and inviting someone. Staff sign
 * in to this console and see only their shops' orders and refunds.
 */
export function StaffScreen() {
  const { t } = useTranslation();
  const decide = useDecision();
  const list = useServerList('staff', DEFAULTS, getStaff);
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);

  const remove = (member: StaffMember) =>
    void decide({
      title: t('admin.staff.remove.confirm', { account: member.account }),
      content: t('admin.staff.remove.consequence'),
      okText: t('admin.staff.remove.button'),
      danger: true,
      run: () => removeStaff(member.id),
      success: () => t('admin.staff.remove.done', { account: member.account }),
    });
  const revoke = (invitation: StaffInvitation) =>
    void decide({
      title: t('admin.staff.revoke.confirm', { email: invitation.email }),
      okText: t('admin.staff.revoke.button'),
      danger: true,
      run: () => revokeInvitation(invitation.id),
      success: () => t('admin.staff.revoke.done', { email: invitation.email }),
    });

  const columns = useStaffColumns(setChanging, remove);
  const invitationColumns = useInvitationColumns(revoke);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <div className="tw-admin-filters">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('admin.staff.lead')}
          </Typography.Paragraph>
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden="true" />}
            onClick={() => setInviting(true)}
            style={{ marginInlineStart: 'auto' }}
          >
            {t('admin.staff.invite.button')}
          </Button>
        </div>
        <ServerTable<StaffMember> list={list} label={t('admin.staff.tableLabel')} columns={columns} />
      </Card>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {t('admin.staff.invitations')}
          </Typography.Title>
        }
      >
        {invitations.error && (
          <Alert className="tw-admin-gap" type="error" showIcon title={invitations.error.message} />
        )}
        <Table<StaffInvitation>
          aria-label={t('admin.staff.invitations')}
          rowKey="id"
          dataSource={invitations.data?.list ?? []}
          loading={invitations.isFetching}
          pagination={false}
          columns={invitationColumns}
          locale={{ emptyText: <Typography.Text type="secondary">{t('admin.staff.noInvitations')}</Typography.Text> }}
        />
      </Card>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {changing && <ShopsDialog member={changing} onClose={() => setChanging(null)} />}
    </Space>
  );
}
