/** Part "record pages": the wallet — top-up, withdrawal, their records, fund records, payment settings. */
import { antdPartReady } from './antd-part';
export { TopUpScreen, WalletTopUpScreen, CardTopUpScreen, TopUpRecordScreen } from '@/features/wallet';
export { WithdrawScreen, DepositRecordScreen, CapitalRecordScreen, PaymentScreen } from '@/features/wallet';

// This part shows antd-mobile components and forms: see antd-part.ts.
await antdPartReady();
