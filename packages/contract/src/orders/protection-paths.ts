/** Buyer protection and the late-delivery credit (decision 045). */
export const ProtectionApi = {
  /** The buyer extends an order's protection, once, before it ends, with a reason the shop reads. */
  extend: '/api/order/protection_extend',
} as const;
export const AdminProtectionApi = {
  settings: '/api/admin/protection_settings',
  settingsSave: '/api/admin/protection_settings_save',
} as const;
