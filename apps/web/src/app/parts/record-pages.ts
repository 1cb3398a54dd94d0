/** Part "record pages": the wallet — top-up, withdrawal, their records, fund records, payment settings. */
export { TopUpScreen, WalletTopUpScreen, CardTopUpScreen, TopUpRecordScreen } from '@/features/topup';
export { WithdrawScreen, DepositRecordScreen, CapitalRecordScreen, PaymentScreen } from '@/features/withdraw';
