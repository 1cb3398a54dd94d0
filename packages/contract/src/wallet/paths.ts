/** docs/product.md §7 wallet calls, exactly; the rest follow their style. */
export const WalletApi = {
  getBlockchain: '/api/user/getBlockchain',
  /** The receiving address of one network as a QR code (SVG). */
  blockchainQr: '/api/user/blockchain_qr',
  recharge: '/api/user/recharge',
  /** The platform's bank accounts a manual top-up is paid to, one per currency. */
  receivingAccounts: '/api/user/receiving_accounts',
  /** The reference to quote on the next manual top-up. */
  rechargeReference: '/api/user/recharge_reference',
  /** Decision 031: the exact amount to send on a verified network, bound to this buyer. */
  depositIntent: '/api/user/deposit_intent',
  extract: '/api/user/extract',
  bill: '/api/user/bill',
  rechargeLog: '/api/user/recharge_log',
  extractLog: '/api/user/extract_log',
  withdrawAccounts: '/api/user/withdraw_accounts',
  withdrawAccountDel: '/api/user/withdraw_account_del',
  /** Decision 052 (withdrawal protections): a destination for the address book, usable after the wait. */
  withdrawAccountAdd: '/api/user/withdraw_account_add',
  /** The buyer's sessions, and ending one. */
  sessions: '/api/user/sessions',
  sessionEnd: '/api/user/session_end',
  notifications: '/api/user/notifications',
  notificationUnread: '/api/user/notification_unread',
  notificationRead: '/api/user/notification_read',
  upload: '/api/common/upload',
} as const;

/** The operator's wallet calls (docs/architecture.md §8); a buyer gets 403. */
export const AdminWalletApi = {
  recharges: '/api/admin/recharges',
  rechargePass: '/api/admin/recharge_pass',
  rechargeRefuse: '/api/admin/recharge_refuse',
  /** A deposit whose transfer left the chain after it was credited, marked handled (decision 028). */
  rechargeReorgSettle: '/api/admin/recharge_reorg_settle',
  withdrawals: '/api/admin/withdrawals',
  withdrawalPass: '/api/admin/withdrawal_pass',
  withdrawalRefuse: '/api/admin/withdrawal_refuse',
  withdrawalReveal: '/api/admin/withdrawal_reveal',
  networks: '/api/admin/networks',
  networkSave: '/api/admin/network_save',
  receivingAccounts: '/api/admin/receiving_accounts',
  receivingAccountSave: '/api/admin/receiving_account_save',
  settings: '/api/admin/wallet_settings',
  settingsSave: '/api/admin/wallet_settings_save',
  balanceAdjust: '/api/admin/balance_adjust',
  ledgerCheck: '/api/admin/ledger_check',
  /** Decision 052 (withdrawal protections): waits, limits and the two-person amount. */
  withdrawalLimits: '/api/admin/withdrawal_limits',
  withdrawalLimitsSave: '/api/admin/withdrawal_limits_save',
  /** Ends a saved destination's wait now: support checked with the buyer that they added it. */
  destinationRelease: '/api/admin/destination_release',
} as const;
