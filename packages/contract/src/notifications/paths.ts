/**
 * The notice calls' paths, apart from their schemas: a screen that only calls one (the product page's price line)
 * loads no schema library with it.
 */
export const NoticeApi = {
  preferences: '/api/user/notice_preferences',
  preferenceSet: '/api/user/notice_preference_set',
  pushKey: '/api/user/push_key',
  pushSubscribe: '/api/user/push_subscribe',
  pushUnsubscribe: '/api/user/push_unsubscribe',
  /** The product page's line about a lower price than when the buyer saved the product. */
  priceSinceSaved: '/api/user/price_since_saved',
} as const;

/** The operator's side: the share a price must fall by before its watchers hear of it (decision 055). */
export const AdminNoticeApi = {
  settings: '/api/admin/notice_settings',
  settingsSave: '/api/admin/notice_settings_save',
} as const;
