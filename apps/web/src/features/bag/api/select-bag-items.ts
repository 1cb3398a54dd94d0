import { CartApi, type CartData } from '@tradewind/contract';
import { http } from '@/api/http';
import { useBagWrite } from './use-bag-write';

/** Without a shop: every item of the bag. */
export type BagSelection = { selected: boolean; shop_id?: number };

export const selectBagItems = (selection: BagSelection) => http.post<CartData>(CartApi.select, selection);

export const useSelectBagItems = () => useBagWrite(selectBagItems);
