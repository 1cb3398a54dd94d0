import { AdminWalletApi, type WithdrawalRecord } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Passes a waiting withdrawal: the held amount is paid out for good and the buyer is told. */
export const passWithdrawal = (id: number) => adminHttp.post<WithdrawalRecord>(AdminWalletApi.withdrawalPass, { id });
