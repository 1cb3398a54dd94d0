import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { StaffInvitation, StaffMember } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatConsoleDay, formatConsoleTime } from '../../components/console-time';

const shopTags = (shops: { id: number; name: string }[]) => (
  <Space size={[4, 4]} wrap>
    {shops.map((shop) => (
      <Tag key={shop.id}>{shop.name}</Tag>
    ))}
  </Space>
);

/** Account, email, shops, since, and what the operator can do: change the shops, remove. */
export function useStaffColumns(
  onShops: (member: StaffMember) => void,
  onRemove: (member: StaffMember) => void,
): TableColumnsType<StaffMember> {
  const { t } = useTranslation();
  return [
    { key: 'account', title: t('admin.staff.column.account'), dataIndex: 'account' },
    { key: 'email', title: t('admin.staff.column.email'), dataIndex: 'email' },
    { key: 'shops', title: t('admin.staff.column.shops'), render: (_, member) => shopTags(member.shops) },
    {
      key: 'since',
      title: t('admin.staff.column.since'),
      width: 140,
      render: (_, member) => formatConsoleDay(member.created_at),
    },
    {
      key: 'actions',
      title: t('admin.staff.column.actions'),
      width: 260,
      render: (_, member) => (
        <Space>
          <Button
            onClick={() => onShops(member)}
            aria-label={t('admin.staff.shops.buttonFor', { account: member.account })}
          >
            {t('admin.staff.shops.button')}
          </Button>
          <Button
            danger
            onClick={() => onRemove(member)}
            aria-label={t('admin.staff.remove.buttonFor', { account: member.account })}
          >
            {t('admin.staff.remove.button')}
          </Button>
        </Space>
      ),
    },
  ];
}

/** Email, shops, who invited, until when, and Revoke. */
export function useInvitationColumns(
  onRevoke: (invitation: StaffInvitation) => void,
): TableColumnsType<StaffInvitation> {
  const { t } = useTranslation();
  return [
    { key: 'email', title: t('admin.staff.column.email'), dataIndex: 'email' },
    { key: 'shops', title: t('admin.staff.column.shops'), render: (_, invitation) => shopTags(invitation.shops) },
    { key: 'by', title: t('admin.staff.column.invitedBy'), dataIndex: 'invited_by' },
    {
      key: 'expires',
      title: t('admin.staff.column.expires'),
      width: 220,
      render: (_, invitation) => formatConsoleTime(invitation.expires_at),
    },
    {
      key: 'actions',
      title: t('admin.staff.column.actions'),
      width: 140,
      render: (_, invitation) => (
        <Button
          danger
          onClick={() => onRevoke(invitation)}
          aria-label={t('admin.staff.revoke.buttonFor', { email: invitation.email })}
        >
          {t('admin.staff.revoke.button')}
        </Button>
      ),
    },
  ];
}
