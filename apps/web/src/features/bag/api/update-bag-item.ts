import { CartApi, type CartData } from '@tradewind/contract';
import { http } from '@/api/http';
import { useBagWrite } from './use-bag-write';

export type BagItemChange = { id: number; quantity?: number; selected?: boolean };

export const updateBagItem = (change: BagItemChange) => http.post<CartData>(CartApi.update, change);

/** One line's quantity or tick; one scope per line keeps its changes in order. */
export const useUpdateBagItem = (id: number) => useBagWrite(updateBagItem, `bag-item-${id}`);
