import { useQuery } from '@tanstack/react-query';
import { AdminWalletApi, type AdminNetwork } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Every recharge network, enabled or not, in the order buyers see them. */
export const getNetworks = () => adminHttp.get<{ list: AdminNetwork[] }>(AdminWalletApi.networks);

export const useNetworks = () => useQuery({ queryKey: ['admin', 'networks'], queryFn: getNetworks });
