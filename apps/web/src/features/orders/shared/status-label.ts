import { OrderStatus } from '@tradewind/contract';

/** The contract's label key of a filter tab (order.filter.*), inside this feature's namespace. */
export const filterText = (label: string) => `orders.${label}`;

type Tone = 'pay' | 'ship' | 'done' | 'closed' | 'service';

/** Each state's name in the texts and its colour family: to do, on its way, done, closed, after-sale. */
const STATES: Record<string, { name: string; tone: Tone }> = {
  [OrderStatus.WaitingPayment]: { name: 'waitingPayment', tone: 'pay' },
  [OrderStatus.WaitingDelivery]: { name: 'waitingDelivery', tone: 'ship' },
  [OrderStatus.Delivered]: { name: 'delivered', tone: 'ship' },
  [OrderStatus.Received]: { name: 'received', tone: 'done' },
  [OrderStatus.Completed]: { name: 'completed', tone: 'done' },
  [OrderStatus.Cancelled]: { name: 'cancelled', tone: 'closed' },
  [OrderStatus.InAfterSale]: { name: 'inAfterSale', tone: 'service' },
};
const UNKNOWN = { name: 'unknown', tone: 'ship' as Tone };

/** A code this app does not know yet reads as "being processed". */
export const stateName = (status: number) => (STATES[String(status)] ?? UNKNOWN).name;
export const toneOf = (status: number): Tone => (STATES[String(status)] ?? UNKNOWN).tone;

/**
 * One order's state. Not the filter label: a tab names a group ("Cancelled" orders), a card one order, and
 * some languages tell them apart.
 */
export const statusText = (status: number) => `orders.state.${stateName(status)}`;
