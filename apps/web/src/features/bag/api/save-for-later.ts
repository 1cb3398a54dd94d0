import { CartApi, type CartData } from '@tradewind/contract';
import { http } from '@/api/http';
import { useBagWrite } from './use-bag-write';

/** Lines out of the bag into "Saved for later" (unticked, not counted), and back into the bag (ticked). */
export const saveForLater = (ids: number[]) => http.post<CartData>(CartApi.saveForLater, { ids });
export const moveToBag = (ids: number[]) => http.post<CartData>(CartApi.moveToBag, { ids });

export const useSaveForLater = () => useBagWrite(saveForLater);
export const useMoveToBag = () => useBagWrite(moveToBag);
