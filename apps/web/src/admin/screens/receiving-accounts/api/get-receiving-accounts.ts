import { useQuery } from '@tanstack/react-query';
import { AdminWalletApi, type AdminReceivingAccount } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** The bank accounts manual top-ups are paid to, one per currency, enabled or not. */
export const getReceivingAccounts = () =>
  adminHttp.get<{ list: AdminReceivingAccount[] }>(AdminWalletApi.receivingAccounts).then((data) => data.list);

export const useReceivingAccounts = () =>
  useQuery({ queryKey: ['admin', 'receiving-accounts'], queryFn: getReceivingAccounts });
