/** docs/product.md §7 paths, exactly; the ones the spec leaves open follow its style. */
export const AccountApi = {
  login: '/api/user/login',
  getUserInfo: '/api/user/getUserInfo',
  logout: '/api/user/logout?lang=zh-cn',
  register: '/api/user/register',
  profile: '/api/user/profile',
  resetpwd: '/api/user/resetpwd',
  resetPay: '/api/user/resetPay',
  verifyPay: '/api/user/verify_pay',
  sendResetCode: '/api/user/send_reset_code',
  resetByCode: '/api/user/reset_by_code',
  languageList: '/api/user/language_list',
  setLanguage: '/api/user/set_language',
  helpSupport: '/api/user/help_support',
  law: '/api/user/law',
} as const;
