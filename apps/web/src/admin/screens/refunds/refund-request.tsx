import { useState } from 'react';
import { Button, Typography } from 'antd';
import { RefundStatus } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import type { RefundRequest } from './api/get-refunds';

/** Longer than this, the explanation opens on its first lines, with a button for the rest. */
const LONG = 180;
const CLAMPED = {
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * The reason and the buyer's explanation. The explanation is the buyer's own text: it is shown as plain text,
 * exactly as typed (line breaks kept), never read as markup.
 */
export function RefundRequestText({ refund }: { refund: RefundRequest }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const long = refund.explanation.length > LONG;
  return (
    <div style={{ maxWidth: 320 }}>
      <Typography.Text strong>{t(`refund.reason.${refund.reason}`)}</Typography.Text>
      <div
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginTop: 4, ...(long && !open ? CLAMPED : {}) }}
      >
        {refund.explanation}
      </div>
      {long && (
        <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'admin.refunds.less' : 'admin.refunds.more')}
        </Button>
      )}
    </div>
  );
}

/** How the goods come back: not at all without return; once approved, the buyer's shipment (or that there is none yet). */
export function RefundReturn({ refund }: { refund: RefundRequest }) {
  const { t } = useTranslation();
  if (refund.type === 'refund_only') return null;
  if (!refund.return_tracking_no)
    return refund.status === RefundStatus.InProgress ? (
      <Typography.Text type="secondary">{t('admin.refunds.return.notSent')}</Typography.Text>
    ) : null;
  return (
    <div>
      <div>{t('admin.refunds.return.by', { carrier: refund.return_carrier })}</div>
      <Typography.Text copyable>{refund.return_tracking_no}</Typography.Text>
    </div>
  );
}
