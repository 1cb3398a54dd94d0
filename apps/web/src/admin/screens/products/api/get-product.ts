import { useQuery } from '@tanstack/react-query';
import { AdminCatalogueApi, type AdminProduct } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

export const getProduct = (id: number) => adminHttp.get<AdminProduct>(AdminCatalogueApi.product, { id });

/**
 * One product with its specs and SKUs, on the shelf or not. Not refetched on focus: the form built from it would
 * lose what the operator is typing; a save refreshes it.
 */
export const useProduct = (id: number | undefined) =>
  useQuery({
    queryKey: ['admin', 'product', id],
    queryFn: () => getProduct(id!),
    enabled: id !== undefined,
    refetchOnWindowFocus: false,
    retry: false,
  });
