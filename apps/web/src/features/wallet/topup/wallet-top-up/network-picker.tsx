import type { Network } from '@tradewind/contract';
import './network-picker.css';
import { useTranslation } from '@/i18n/use-translation';
import { networkLabel } from '../../network-label';

type Props = {
  networks: Network[];
  label: string;
  /** Form.Item passes id, value and onChange. */
  id?: string;
  value?: number;
  onChange?: (id: number) => void;
};

/** The networks as a row of chips; exactly one is chosen. */
export function NetworkPicker({ networks, label, id, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div id={id} className="tu-networks" role="radiogroup" aria-label={label}>
      {networks.map((network) => (
        <button
          key={network.id}
          type="button"
          role="radio"
          aria-checked={network.id === value}
          className="tu-network"
          onClick={() => onChange?.(network.id)}
        >
          {networkLabel(t, network.name, network.token)}
        </button>
      ))}
    </div>
  );
}
