import { CartApi, type CartData } from '@tradewind/contract';
import { http } from '@/api/http';
import { toast } from '@/components/toast';
import { useTranslation } from '@/i18n/use-translation';
import { useBagWrite } from './use-bag-write';

/** Lines out of the bag into "Saved for later" (unticked, not counted), and back into the bag (ticked). */
export const saveForLater = (ids: number[]) => http.post<CartData>(CartApi.saveForLater, { ids });
export const moveToBag = (ids: number[]) => http.post<CartData>(CartApi.moveToBag, { ids });

/** Moves one line and says so; a refusal has already been shown by the HTTP client. */
function useLineMove(write: (ids: number[]) => Promise<CartData>, doneKey: string) {
  const { t } = useTranslation();
  const mutation = useBagWrite(write);
  const run = async (id: number) => {
    try {
      await mutation.mutateAsync([id]);
    } catch {
      return;
    }
    toast.success(t(doneKey));
  };
  return { run, pending: mutation.isPending };
}

export const useSaveForLater = () => useLineMove(saveForLater, 'bag.later.saved');
export const useMoveToBag = () => useLineMove(moveToBag, 'bag.later.moved');
