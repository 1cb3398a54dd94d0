/** The top-up screens (docs/product.md §2: /topUp, /walletTopUp, /cardTopUp, /topUpRecord). */
export { default as TopUpScreen } from './top-up-screen';
export { default as WalletTopUpScreen } from './wallet-top-up-screen';
export { default as CardTopUpScreen } from './card-top-up-screen';
export { default as TopUpRecordScreen } from './top-up-record-screen';
