import { useParams } from '@/lib/router';
import { parseAmount } from '@tradewind/contract';

const positiveInt = (text: string) => {
  const id = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

export type RefundParams = {
  /** Null when absent or malformed: there is no order to refund. */
  orderId: number | null;
  sn: string;
  productIds: number[];
  /** The amount as typed in the form ("56.00"); empty when absent or not a correct amount. */
  amount: string;
};

/** /refund/:id?/:sn?/:product_ids?/:amount?: the order, its number, the products (comma-separated) and the amount. */
export function useRefundParams(): RefundParams {
  const params = useParams();
  const amount = params.amount?.trim() ?? '';
  return {
    orderId: positiveInt(params.id ?? ''),
    sn: params.sn ?? '',
    productIds: (params.product_ids ?? '')
      .split(',')
      .map((part) => positiveInt(part.trim()))
      .filter((id): id is number => id !== null),
    amount: parseAmount(amount) === null ? '' : amount,
  };
}
