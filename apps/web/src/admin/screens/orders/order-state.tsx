import { Tag } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { OrderStatus } from '@tradewind/contract';

/** Each state's name in the buyer's texts (`orders.state.*`, the same words) and its colour on the desk. */
const STATES: Record<string, { name: string; color: string }> = {
  [OrderStatus.WaitingPayment]: { name: 'waitingPayment', color: 'gold' },
  [OrderStatus.WaitingDelivery]: { name: 'waitingDelivery', color: 'blue' },
  [OrderStatus.Delivered]: { name: 'delivered', color: 'cyan' },
  [OrderStatus.Received]: { name: 'received', color: 'green' },
  [OrderStatus.Completed]: { name: 'completed', color: 'green' },
  [OrderStatus.Cancelled]: { name: 'cancelled', color: 'default' },
  [OrderStatus.InAfterSale]: { name: 'inAfterSale', color: 'magenta' },
};
const UNKNOWN = { name: 'unknown', color: 'default' };

export const orderStateText = (status: number) => `orders.state.${(STATES[String(status)] ?? UNKNOWN).name}`;

export function OrderStateTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={(STATES[String(status)] ?? UNKNOWN).color}>{t(orderStateText(status))}</Tag>;
}
