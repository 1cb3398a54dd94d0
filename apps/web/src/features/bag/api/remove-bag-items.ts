import { CartApi, type CartData } from '@tradewind/contract';
import { http } from '@/api/http';
import { useBagWrite } from './use-bag-write';

export const removeBagItems = (ids: number[]) => http.post<CartData>(CartApi.remove, { ids });

export const useRemoveBagItems = () => useBagWrite(removeBagItems);
