import { Button } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import type { Network } from '@tradewind/contract';
import { qrCodeUrl } from '../api/get-networks';
import { copyText } from './copy-text';
import './receiving-address.css';
import { networkLabel } from '../../network-label';

/** Where to send: the platform's address on the chosen network, as a QR code and as text to copy. */
export function ReceivingAddress({ network }: { network: Network }) {
  const { t } = useTranslation();
  return (
    <div className="tu-address" role="group" aria-labelledby="tu-address-title">
      <h3 id="tu-address-title" className="tu-address__title">
        {t('topup.chain.addressTitle', { network: networkLabel(t, network.name, network.token) })}
      </h3>
      <img
        className="tu-address__qr"
        src={qrCodeUrl(network.id)}
        alt={t('topup.chain.qrAlt', { network: networkLabel(t, network.name, network.token) })}
        width={168}
        height={168}
      />
      <p className="tu-address__text" dir="ltr">
        {network.address}
      </p>
      <Button
        size="small"
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={() => void copyText(network.address)}
      >
        {t('topup.chain.copy')}
      </Button>
    </div>
  );
}
