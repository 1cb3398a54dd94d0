import { AdminWalletApi, type WithdrawalRecord } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/**
 * Passes a waiting withdrawal: the held amount is paid out for good and the buyer is told. An on-chain one carries
 * its payout's transaction hash, which the server checks on the chain (decision 028).
 */
export const passWithdrawal = (id: number, txHash?: string) =>
  adminHttp.post<WithdrawalRecord>(AdminWalletApi.withdrawalPass, txHash ? { id, tx_hash: txHash } : { id });
