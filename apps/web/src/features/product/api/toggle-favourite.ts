import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CatalogueApi, type ProductDetail } from '@tradewind/contract';
import { http } from '@/api/http';
import { productDetailKey } from '@/api/query-keys';

export const favouriteProduct = (productId: number, favourite: boolean) =>
  http.post<{ favourite: boolean }>(favourite ? CatalogueApi.favourite : CatalogueApi.unfavourite, {
    product_id: productId,
  });

/** Marks or unmarks a product; the answer updates the detail at once and the favourites list on its next visit. */
export function useToggleFavourite(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favourite: boolean) => favouriteProduct(productId, favourite),
    onSuccess: ({ favourite }) => {
      queryClient.setQueryData<ProductDetail>(productDetailKey(productId, true), (detail) =>
        detail ? { ...detail, favourite } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: ['favourites'] });
    },
  });
}
