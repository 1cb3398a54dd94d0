import { Link } from '@/lib/router';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { useNetworks } from './api/get-networks';
import { ChainForm } from './wallet-top-up/chain-form';
import { DepositNotice } from './wallet-top-up/deposit-notice';
import '@/components/surface.css';
import './topup.css';

/** /walletTopUp: an on-chain top-up, checked on the chain where the network allows it, else by an operator. */
export default function WalletTopUpScreen() {
  const { t } = useTranslation();
  const networks = useNetworks();

  let body;
  if (networks.isPending) {
    body = (
      <div className="surface-card tu-card" role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph animated lineCount={6} />
      </div>
    );
  } else if (networks.isError) {
    body = (
      <div className="surface-card tu-card tu-failed" role="alert">
        <p>{t('topup.chain.failed')}</p>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void networks.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (networks.data.length === 0) {
    body = (
      <div className="surface-card tu-card tu-failed">
        <p>{t('topup.chain.none')}</p>
        <Link to="/topUp">{t('topup.manual.otherWays')}</Link>
      </div>
    );
  } else body = <ChainForm networks={networks.data} />;

  return (
    <div className="surface-page tu-page">
      <DepositNotice />
      {body}
    </div>
  );
}
