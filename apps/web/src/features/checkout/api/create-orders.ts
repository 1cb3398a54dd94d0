import { useMutation } from '@tanstack/react-query';
import { OrderApi, type CheckoutBody, type CreatedOrders } from '@tradewind/contract';
import { http } from '@/api/http';

type Creation = { body: CheckoutBody; idempotencyKey: string };

/** One order per shop, waiting for payment. Silent: the screen decides where each refusal shows. */
export const createOrders = ({ body, idempotencyKey }: Creation) =>
  http.post<CreatedOrders>(OrderApi.create, body, { idempotencyKey, silent: true });

export const useCreateOrders = () => useMutation({ mutationFn: createOrders });
