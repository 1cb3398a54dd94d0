/** The withdrawal side of the wallet, for the "record pages" part. */
export { default as WithdrawScreen } from './withdraw-screen';
export { default as DepositRecordScreen } from './deposit-record-screen';
export { default as CapitalRecordScreen } from './capital-record-screen';
export { default as PaymentScreen } from './payment-screen';
