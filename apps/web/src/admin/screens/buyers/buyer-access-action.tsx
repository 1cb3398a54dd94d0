import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import type { AdminBuyerDetail } from '@tradewind/contract';
import { useDecision } from '../../components/use-decision';
import { enableBuyer } from './api/enable-buyer';
import { DisableBuyerDialog } from './disable-buyer-dialog';

/** "Disable account" (a reason, then a confirmation that the sessions end now) or "Enable account". */
export function BuyerAccessAction({ buyer }: { buyer: AdminBuyerDetail }) {
  const { t } = useTranslation();
  const decide = useDecision();
  const [disabling, setDisabling] = useState(false);
  const account = buyer.account;

  const enable = () =>
    void decide({
      title: t('admin.buyers.enable.confirmTitle', { account }),
      content: t('admin.buyers.enable.confirmContent', { account }),
      okText: t('admin.buyers.enable.submit'),
      run: () => enableBuyer(buyer.id),
      success: () => t('admin.buyers.enable.done', { account }),
    });

  if (buyer.disabled) return <Button onClick={enable}>{t('admin.buyers.enable.button')}</Button>;
  return (
    <>
      <Button danger onClick={() => setDisabling(true)}>
        {t('admin.buyers.disable.button')}
      </Button>
      {disabling && <DisableBuyerDialog buyer={buyer} onClose={() => setDisabling(false)} />}
    </>
  );
}
