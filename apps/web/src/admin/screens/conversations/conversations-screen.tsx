import { Link } from '@/lib/router';
import { Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { AdminConversationRow } from '@tradewind/contract/talk';
import { useTranslation } from '@/i18n/use-translation';
import { formatConsoleTime } from '../../components/console-time';
import { ServerTable } from '../../components/server-table';
import { useServerList } from '../../components/use-server-list';
import { getConversations } from './api';

const DEFAULTS = {};
type Row = AdminConversationRow & { id: number };

/** Every order's conversation, those waiting for the shop's reply first. */
export function ConversationsScreen() {
  const { t } = useTranslation();
  const list = useServerList('conversations', DEFAULTS, (query) =>
    getConversations(query).then((page) => ({ ...page, list: page.list.map((row) => ({ ...row, id: row.order_id })) })),
  );
  const columns: TableColumnsType<Row> = [
    {
      key: 'order',
      title: t('admin.talk.conversations.order'),
      width: 200,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/admin/conversations/${row.order_id}`}>{row.sn}</Link>
          <Typography.Text type="secondary">{row.shop.name}</Typography.Text>
        </Space>
      ),
    },
    { key: 'buyer', title: t('admin.talk.conversations.buyer'), width: 160, render: (_, row) => row.buyer.account },
    {
      key: 'last',
      title: t('admin.talk.conversations.last'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text className="tw-admin-pre">{row.last_body.slice(0, 140)}</Typography.Text>
          <Typography.Text type="secondary">{formatConsoleTime(row.last_message_at)}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'unread',
      title: t('admin.talk.conversations.unread'),
      width: 120,
      render: (_, row) =>
        row.unread > 0 ? (
          <Tag color="gold">{t('admin.talk.conversations.unreadCount', { count: row.unread })}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('admin.talk.conversations.allRead')}</Typography.Text>
        ),
    },
  ];
  return (
    <Card>
      <ServerTable<Row> list={list} label={t('admin.talk.conversations.tableLabel')} columns={columns} />
    </Card>
  );
}
