import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import type { AdminOrderDetail } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatConsoleTime } from '../../components/console-time';
import { orderKey } from './api/get-order';
import { revealCustomsId } from './api/reveal-customs-id';

type Shown = { orderId: number; customsId: string };

/**
 * The recipient's customs ID, masked as the buyer sees it, with "Show": revealing it in full is a call of its own
 * that the server records (who and when, decision 041). The full ID lives only in this component's memory, for
 * this order, until hidden or the page is left; it is never cached or logged.
 */
export function CustomsIdValue({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = shown?.orderId === order.id ? shown.customsId : null;

  const show = async () => {
    setSending(true);
    setError(null);
    try {
      const data = await revealCustomsId(order.id);
      setShown({ orderId: order.id, customsId: data.customs_id });
      queryClient.setQueryData<AdminOrderDetail>(orderKey(order.id), (old) =>
        old ? { ...old, customs_id_reveals: data.reveals } : old,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={8} wrap>
        {full ? (
          <Typography.Text copyable code>
            {full}
          </Typography.Text>
        ) : (
          <Typography.Text>{order.address.customs_id_masked}</Typography.Text>
        )}
        {full ? (
          <Button key="hide" size="small" onClick={() => setShown(null)}>
            {t('admin.customsId.hide')}
          </Button>
        ) : (
          <Button
            key="show"
            size="small"
            loading={sending}
            aria-label={t('admin.customsId.showLabel')}
            onClick={() => void show()}
          >
            {t('admin.customsId.show')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('admin.customsId.recorded')}</Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Who has revealed the customs ID in full, and when, newest first; or that no one has. */
export function CustomsIdLooks({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const looks = order.customs_id_reveals;
  if (looks.length === 0) return <Typography.Text type="secondary">{t('admin.customsId.noLooks')}</Typography.Text>;
  return (
    <ul
      className="customs-id-looks"
      aria-label={t('admin.customsId.looks')}
      style={{ margin: 0, paddingInlineStart: 18 }}
    >
      {looks.map((look, index) => (
        <li key={`${look.revealed_at}-${index}`}>
          {t('admin.customsId.look', { operator: look.operator, time: formatConsoleTime(look.revealed_at) })}
        </li>
      ))}
    </ul>
  );
}
