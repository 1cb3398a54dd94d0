import { AdminWalletApi, type AdminReceivingAccount, type ReceivingAccountSaveBody } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Adds the account of a currency, or changes one; buyers see the change on their next manual top-up. */
export const saveReceivingAccount = (body: ReceivingAccountSaveBody) =>
  adminHttp.post<AdminReceivingAccount>(AdminWalletApi.receivingAccountSave, body);
