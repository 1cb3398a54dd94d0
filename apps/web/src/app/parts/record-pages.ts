/** Part "record pages": the wallet — top-up, withdrawal, their records, fund records, payment settings. */
import { antdTextsReady } from '@/i18n/antd-locale';
export { TopUpScreen, WalletTopUpScreen, CardTopUpScreen, TopUpRecordScreen } from '@/features/topup';
export { WithdrawScreen, DepositRecordScreen, CapitalRecordScreen, PaymentScreen } from '@/features/withdraw';

// This part shows antd-mobile components: their own texts are set in the buyer's language before they render.
await antdTextsReady();
