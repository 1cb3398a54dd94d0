/** Part "record pages": the wallet — top-up, withdrawal, their records, fund records, payment settings. */
import { antdTextsReady } from '@/i18n/antd-locale';
export { TopUpScreen, WalletTopUpScreen, CardTopUpScreen, TopUpRecordScreen } from '@/features/wallet';
export { WithdrawScreen, DepositRecordScreen, CapitalRecordScreen, PaymentScreen } from '@/features/wallet';

// This part shows antd-mobile components: their own texts are set in the buyer's language before they render.
await antdTextsReady();
