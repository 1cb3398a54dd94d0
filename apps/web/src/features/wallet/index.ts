/** The wallet: top-ups (choice, on-chain, card, records), withdrawals and their records, and the fund records. */
export * from './topup';
export * from './withdraw';
