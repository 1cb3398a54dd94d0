import { useState } from 'react';
import { Button, Card, Statistic, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminBuyerDetail } from '@tradewind/contract';
import { formatMoney } from '@/i18n/format';
import { AdjustBalanceDialog } from './adjust-balance-dialog';

/** The buyer's balance and "Adjust balance" (a signed amount and a reason, written as a ledger row). */
export function BuyerBalance({ buyer }: { buyer: AdminBuyerDetail }) {
  const { t } = useTranslation();
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Card title={t('admin.buyers.balance.title')} role="region" aria-label={t('admin.buyers.balance.title')}>
      <Statistic value={formatMoney(buyer.balance_cents)} />
      <Typography.Paragraph type="secondary">{t('admin.buyers.balance.lead')}</Typography.Paragraph>
      <Button type="primary" onClick={() => setAdjusting(true)}>
        {t('admin.buyers.adjust.button')}
      </Button>
      {adjusting && <AdjustBalanceDialog buyer={buyer} onClose={() => setAdjusting(false)} />}
    </Card>
  );
}
