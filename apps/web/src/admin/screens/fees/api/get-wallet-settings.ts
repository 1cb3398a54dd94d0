import { useQuery } from '@tanstack/react-query';
import { AdminWalletApi, type WalletSettings } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The withdrawal service charge (rate in basis points, minimum) and the smallest withdrawal, in cents. */
export const getWalletSettings = () => adminHttp.get<WalletSettings>(AdminWalletApi.settings);

export const useWalletSettings = () => useQuery({ queryKey: ['admin', 'wallet-settings'], queryFn: getWalletSettings });
